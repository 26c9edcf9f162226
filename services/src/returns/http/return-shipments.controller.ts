import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { returnRoutes as routes, type BodyOf } from '@ledgerhouse/contracts';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { CreateReturnShipment } from '../commands/create-return-shipment';
import { GetReturnLabel } from '../queries/get-return-label';
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

  @ContractRoute(routes.label)
  @ReadsFrom('inbound_shipments', 'orders')
  label(@CurrentUserId() sellerId: string, @ValidParams(routes.label) { shipmentId }: { shipmentId: string }) {
    return this.queries.execute(new GetReturnLabel(sellerId, shipmentId));
  }
}
