import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminOrdersController } from './http/admin-orders.controller';
import { OrderViewsController } from './http/order-views.controller';
import { GetOrderHandler } from './queries/get-order';
import { GetOrderTimelineHandler } from './queries/get-order-timeline';
import { ListAdminOrdersHandler } from './queries/list-admin-orders';
import { ListOrdersHandler } from './queries/list-orders';

const controllers = [OrderViewsController, AdminOrdersController];
const queryHandlers = [ListOrdersHandler, GetOrderHandler, GetOrderTimelineHandler, ListAdminOrdersHandler];

/**
 * Orders, the read side: the seller's list, view and timeline and the warehouse's fulfillment list. Imported after
 * OrdersModule so that its fixed GET paths (/orders/auto-fulfillment) are matched before /orders/:orderId.
 */
@Module({ imports: [CqrsModule], controllers, providers: [...queryHandlers] })
export class OrderViewsModule {}
