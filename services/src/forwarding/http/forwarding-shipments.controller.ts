import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { forwardingRoutes as routes, type BodyOf, type ForwardingShipmentView, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { CancelForwardingShipment } from '../commands/cancel-forwarding-shipment';
import { CreateForwardingShipment } from '../commands/create-forwarding-shipment';
import { EditForwardingShipment } from '../commands/edit-forwarding-shipment';
import { GetForwardingShipment, ListForwardingShipments } from '../queries/forwarding-shipment-queries';

type Id = ParamsOf<typeof routes.get>;

/** The seller's view leaves out what only staff see (the seller's own email and name). */
const sellerView = ({ sellerEmail: _e, sellerName: _n, ...view }: ForwardingShipmentView & { sellerEmail: unknown; sellerName: unknown }) =>
  view;

/** The signed-in seller's forwarding shipments. */
@Controller()
export class ForwardingShipmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.list)
  async list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    const page = await this.queries.execute(new ListForwardingShipments(sellerId, query));
    return { ...page, items: page.items.map(sellerView) };
  }

  @ContractRoute(routes.get)
  async get(@CurrentUserId() sellerId: string, @ValidParams(routes.get) { shipmentId }: Id) {
    return sellerView(await this.queries.execute(new GetForwardingShipment(sellerId, shipmentId)));
  }

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreateForwardingShipment(sellerId, body));
  }

  @ContractRoute(routes.update)
  update(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.update) { shipmentId }: Id,
    @ValidBody(routes.update) body: BodyOf<typeof routes.update>,
  ) {
    return this.commands.execute(new EditForwardingShipment(sellerId, shipmentId, body));
  }

  @ContractRoute(routes.cancel)
  cancel(@CurrentUserId() sellerId: string, @ValidParams(routes.cancel) { shipmentId }: Id) {
    return this.commands.execute(new CancelForwardingShipment(sellerId, shipmentId));
  }
}
