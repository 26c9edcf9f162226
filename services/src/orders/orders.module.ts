import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../files/files.module';
import { ShippingModule } from '../shipping/shipping.module';
import { FulfillmentLabelsModule } from './sagas/fulfillment/fulfillment-labels.module';
import { AddManagerOrderCommentHandler } from './commands/add-manager-order-comment';
import { AddSellerOrderCommentHandler } from './commands/add-seller-order-comment';
import { CancelOrderHandler } from './commands/cancel-order';
import { CancelShipmentHandler } from './commands/cancel-shipment';
import { EditOrderHandler } from './commands/edit-order';
import { PlaceOrderHandler } from './commands/place-order';
import { PlaceChannelOrderHandler } from './commands/place-channel-order';
import { RecordRegistrationHandler } from './commands/record-registration';
import { SetAutoFulfillmentHandler } from './commands/set-auto-fulfillment';
import { StartFulfillmentHandler } from './commands/start-fulfillment';
import { StartFulfillmentsHandler } from './commands/start-fulfillments';
import { AdminOrderCommentsController } from './http/admin-order-comments.controller';
import { OrdersController } from './http/orders.controller';
import { GetAutoFulfillmentSettingsHandler } from './queries/get-auto-fulfillment-settings';
import { GetChannelShipmentHandler } from './queries/get-channel-shipment';
import { OrderLines } from './services/order-lines';
import { OwnFiles } from './services/own-files';
import { CheckNewOrderHandler } from './queries/check-new-order';

const controllers = [OrdersController, AdminOrderCommentsController];
const commandHandlers = [
  PlaceOrderHandler,
  PlaceChannelOrderHandler,
  EditOrderHandler,
  CancelOrderHandler,
  CancelShipmentHandler,
  StartFulfillmentHandler,
  StartFulfillmentsHandler,
  AddSellerOrderCommentHandler,
  AddManagerOrderCommentHandler,
  SetAutoFulfillmentHandler,
  RecordRegistrationHandler,
];
const queryHandlers = [CheckNewOrderHandler, GetAutoFulfillmentSettingsHandler, GetChannelShipmentHandler];
const services = [OrderLines, OwnFiles];

/** Orders, the write side: the seller's orders and fulfillment starts, auto-fulfillment, comments. */
@Module({
  imports: [CqrsModule, FilesModule, FulfillmentLabelsModule, ShippingModule],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...services],
})
export class OrdersModule {}
