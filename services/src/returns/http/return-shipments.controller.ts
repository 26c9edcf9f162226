import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { returnRoutes as routes, type BodyOf } from '@ledgerhouse/contracts';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody } from '../../http/contract-route';
import { CreateReturnShipment } from '../commands/create-return-shipment';
import { QuoteReturnLabel } from '../queries/quote-return-label';

/** The signed-in seller's return shipments: made here, listed as RETURN inbound shipments. */
@Controller()
export class ReturnShipmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreateReturnShipment(sellerId, body));
  }

  @ContractRoute(routes.quoteLabel)
  quoteLabel(@CurrentUserId() sellerId: string, @ValidBody(routes.quoteLabel) body: BodyOf<typeof routes.quoteLabel>) {
    return this.queries.execute(new QuoteReturnLabel(sellerId, body));
  }
}
