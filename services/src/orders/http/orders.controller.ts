import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { orderRoutes as routes, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { AddSellerOrderComment } from '../commands/add-seller-order-comment';
import { CancelOrder } from '../commands/cancel-order';
import { CancelShipment } from '../commands/cancel-shipment';
import { EditOrder } from '../commands/edit-order';
import { PlaceOrder } from '../commands/place-order.command';
import { SetAutoFulfillment } from '../commands/set-auto-fulfillment';
import { StartFulfillment } from '../commands/start-fulfillment';
import { StartFulfillments } from '../commands/start-fulfillments';
import { CheckNewOrder } from '../queries/check-new-order';
import { GetAutoFulfillmentSettings } from '../queries/get-auto-fulfillment-settings.query';

type Id = ParamsOf<typeof routes.update>;

/** The signed-in seller's orders: create, edit, cancel, fulfillment and comments (reads: order-views.controller.ts). */
@Controller()
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new PlaceOrder(sellerId, body));
  }

  @ContractRoute(routes.check)
  check(@CurrentUserId() sellerId: string, @ValidBody(routes.check) body: BodyOf<typeof routes.check>) {
    return this.queries.execute(new CheckNewOrder(sellerId, body));
  }

  @ContractRoute(routes.bulkStartFulfillment)
  bulkStartFulfillment(
    @CurrentUserId() sellerId: string,
    @ValidBody(routes.bulkStartFulfillment) body: BodyOf<typeof routes.bulkStartFulfillment>,
  ) {
    return this.commands.execute(new StartFulfillments(sellerId, body.orderIds, body.options));
  }

  @ContractRoute(routes.getAutoFulfillment)
  getAutoFulfillment(@CurrentUserId() sellerId: string) {
    return this.queries.execute(new GetAutoFulfillmentSettings(sellerId));
  }

  @ContractRoute(routes.setAutoFulfillment)
  setAutoFulfillment(
    @CurrentUserId() sellerId: string,
    @ValidBody(routes.setAutoFulfillment) body: BodyOf<typeof routes.setAutoFulfillment>,
  ) {
    return this.commands.execute(new SetAutoFulfillment(sellerId, body));
  }

  @ContractRoute(routes.update)
  update(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.update) { orderId }: Id,
    @ValidBody(routes.update) body: BodyOf<typeof routes.update>,
  ) {
    return this.commands.execute(new EditOrder(sellerId, orderId, body));
  }

  @ContractRoute(routes.cancel)
  cancel(@CurrentUserId() sellerId: string, @ValidParams(routes.cancel) { orderId }: Id) {
    return this.commands.execute(new CancelOrder(sellerId, orderId));
  }

  @ContractRoute(routes.cancelShipment)
  cancelShipment(@CurrentUserId() sellerId: string, @ValidParams(routes.cancelShipment) { orderId }: Id) {
    return this.commands.execute(new CancelShipment(sellerId, orderId));
  }

  @ContractRoute(routes.startFulfillment)
  startFulfillment(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.startFulfillment) { orderId }: Id,
    @ValidBody(routes.startFulfillment) body: BodyOf<typeof routes.startFulfillment>,
  ) {
    return this.commands.execute(new StartFulfillment(sellerId, orderId, body));
  }

  @ContractRoute(routes.comment)
  comment(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.comment) { orderId }: Id,
    @ValidBody(routes.comment) body: BodyOf<typeof routes.comment>,
  ) {
    return this.commands.execute(new AddSellerOrderComment(sellerId, orderId, body.text));
  }
}
