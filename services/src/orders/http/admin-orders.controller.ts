import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminOrderViewRoutes as routes, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { GetOrder } from '../queries/get-order';
import { GetOrderTimeline } from '../queries/get-order-timeline';
import { ListAdminOrders } from '../queries/list-admin-orders';

type Id = ParamsOf<typeof routes.get>;

/** The warehouse (managers and staff): every seller's orders, reads only. */
@AdminOnly()
@Controller()
export class AdminOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.list)
  @ReadsFrom('orders')
  list(@ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListAdminOrders(query));
  }

  @ContractRoute(routes.get)
  @ReadsFrom('orders')
  get(@ValidParams(routes.get) { orderId }: Id) {
    return this.queries.execute(new GetOrder(null, orderId));
  }

  @ContractRoute(routes.timeline)
  @ReadsFrom('orders', 'order_timeline')
  timeline(@ValidParams(routes.timeline) { orderId }: Id) {
    return this.queries.execute(new GetOrderTimeline(null, orderId));
  }
}
