import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { orderRoutes as routes, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { AddManagerOrderComment } from '../commands/add-manager-order-comment';

/** The warehouse (managers and staff): a comment on any seller's order. */
@AdminOnly()
@Controller()
export class AdminOrderCommentsController {
  constructor(private readonly commands: CommandBus) {}

  @ContractRoute(routes.adminComment)
  comment(
    @ValidParams(routes.adminComment) { orderId }: ParamsOf<typeof routes.adminComment>,
    @ValidBody(routes.adminComment) body: BodyOf<typeof routes.adminComment>,
  ) {
    return this.commands.execute(new AddManagerOrderComment(orderId, body.text));
  }
}
