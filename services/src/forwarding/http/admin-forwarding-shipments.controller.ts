import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { forwardingRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ChargeForwardingShipment } from '../commands/charge-forwarding-shipment';
import { MarkForwardingDelivered } from '../commands/mark-forwarding-delivered';
import { SetForwardingManagerNote } from '../commands/set-forwarding-manager-note';
import { GetForwardingShipment, ListForwardingShipments } from '../queries/forwarding-shipment-queries';

type Id = ParamsOf<typeof routes.adminGet>;

/** The warehouse tab: every seller's forwarding shipments, the manager's note, delivery and the charge. */
@AdminOnly()
@Controller()
export class AdminForwardingShipmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.adminList)
  list(@ValidQuery(routes.adminList) query: QueryOf<typeof routes.adminList>) {
    return this.queries.execute(new ListForwardingShipments(null, query));
  }

  @ContractRoute(routes.adminGet)
  get(@ValidParams(routes.adminGet) { shipmentId }: Id) {
    return this.queries.execute(new GetForwardingShipment(null, shipmentId));
  }

  @ContractRoute(routes.deliver)
  deliver(@ValidParams(routes.deliver) { shipmentId }: Id) {
    return this.commands.execute(new MarkForwardingDelivered(shipmentId));
  }

  @ContractRoute(routes.setManagerNote)
  setManagerNote(
    @ValidParams(routes.setManagerNote) { shipmentId }: Id,
    @ValidBody(routes.setManagerNote) body: BodyOf<typeof routes.setManagerNote>,
  ) {
    return this.commands.execute(new SetForwardingManagerNote(shipmentId, body.managerNote));
  }

  @ContractRoute(routes.charge)
  charge(@ValidParams(routes.charge) { shipmentId }: Id, @ValidBody(routes.charge) body: BodyOf<typeof routes.charge>) {
    return this.commands.execute(new ChargeForwardingShipment(shipmentId, body.processingCostCents));
  }
}
