import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { orderViewRoutes as routes, type OrderView, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { CurrentUserId } from '../../http/auth/current-user';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { GetOrder } from '../queries/get-order';
import { GetOrderTimeline } from '../queries/get-order-timeline';
import { ListOrders } from '../queries/list-orders';

type Id = ParamsOf<typeof routes.get>;

/** The signed-in seller's orders (reads only; writes are OrdersController). Another seller's order is NOT_FOUND. */
@Controller()
export class OrderViewsController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.list)
  @ReadsFrom('orders')
  list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListOrders(sellerId, query));
  }

  @ContractRoute(routes.get)
  @ReadsFrom('orders')
  async get(@CurrentUserId() sellerId: string, @ValidParams(routes.get) { orderId }: Id): Promise<OrderView> {
    const { sellerId: _i, sellerEmail: _e, sellerName: _n, ...view } = await this.queries.execute(new GetOrder(sellerId, orderId));
    return view;
  }

  @ContractRoute(routes.timeline)
  @ReadsFrom('orders', 'order_timeline')
  timeline(@CurrentUserId() sellerId: string, @ValidParams(routes.timeline) { orderId }: Id) {
    return this.queries.execute(new GetOrderTimeline(sellerId, orderId));
  }
}
