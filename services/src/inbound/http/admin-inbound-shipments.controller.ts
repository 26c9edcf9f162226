import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { inboundRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AcceptInboundShipment } from '../commands/accept-inbound-shipment';
import { AddManagerInboundComment } from '../commands/add-manager-inbound-comment';
import { CorrectInboundReceipt } from '../commands/correct-inbound-receipt';
import { FinishInboundPlacement } from '../commands/finish-inbound-placement';
import { MarkInboundDelivered } from '../commands/mark-inbound-delivered';
import { MarkInboundLost } from '../commands/mark-inbound-lost';
import { PlaceInboundUnits } from '../commands/place-inbound-units';
import { ScanInboundUnits } from '../commands/scan-inbound-units';
import { StartInboundCheck } from '../commands/start-inbound-check';
import { StartInboundSearch } from '../commands/start-inbound-search';
import { GetInboundShipment, ListInboundShipments } from '../queries/inbound-shipment-queries';
import { GetInboundTimeline } from '../queries/inbound-timeline-query';

type Id = ParamsOf<typeof routes.adminGet>;

/** The warehouse (managers and staff): every seller's inbound shipments, check-in by scan and placement into bins. */
@AdminOnly()
@Controller()
export class AdminInboundShipmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.adminList)
  list(@ValidQuery(routes.adminList) query: QueryOf<typeof routes.adminList>) {
    return this.queries.execute(new ListInboundShipments(null, query));
  }

  @ContractRoute(routes.adminGet)
  @ReadsFrom('inbound_shipments')
  get(@ValidParams(routes.adminGet) { shipmentId }: Id) {
    return this.queries.execute(new GetInboundShipment(null, shipmentId));
  }

  @ContractRoute(routes.adminTimeline)
  timeline(@ValidParams(routes.adminTimeline) { shipmentId }: Id) {
    return this.queries.execute(new GetInboundTimeline(null, shipmentId));
  }

  @ContractRoute(routes.adminComment)
  comment(@ValidParams(routes.adminComment) { shipmentId }: Id, @ValidBody(routes.adminComment) body: BodyOf<typeof routes.adminComment>) {
    return this.commands.execute(new AddManagerInboundComment(shipmentId, body.text));
  }

  @ContractRoute(routes.deliver)
  deliver(@ValidParams(routes.deliver) { shipmentId }: Id) {
    return this.commands.execute(new MarkInboundDelivered(shipmentId));
  }

  @ContractRoute(routes.startCheck)
  startCheck(@ValidParams(routes.startCheck) { shipmentId }: Id) {
    return this.commands.execute(new StartInboundCheck(shipmentId));
  }

  @ContractRoute(routes.scan)
  scan(@ValidParams(routes.scan) { shipmentId }: Id, @ValidBody(routes.scan) body: BodyOf<typeof routes.scan>) {
    return this.commands.execute(new ScanInboundUnits(shipmentId, body));
  }

  @ContractRoute(routes.correct)
  correct(@ValidParams(routes.correct) { shipmentId }: Id, @ValidBody(routes.correct) body: BodyOf<typeof routes.correct>) {
    return this.commands.execute(new CorrectInboundReceipt(shipmentId, body.productId, body.delta, body.damaged, body.reason));
  }

  @ContractRoute(routes.startSearch)
  startSearch(@ValidParams(routes.startSearch) { shipmentId }: Id) {
    return this.commands.execute(new StartInboundSearch(shipmentId));
  }

  @ContractRoute(routes.accept)
  accept(@ValidParams(routes.accept) { shipmentId }: Id) {
    return this.commands.execute(new AcceptInboundShipment(shipmentId));
  }

  @ContractRoute(routes.markLost)
  markLost(@ValidParams(routes.markLost) { shipmentId }: Id, @ValidBody(routes.markLost) body: BodyOf<typeof routes.markLost>) {
    return this.commands.execute(new MarkInboundLost(shipmentId, body.note));
  }

  @ContractRoute(routes.place)
  place(@ValidParams(routes.place) { shipmentId }: Id, @ValidBody(routes.place) body: BodyOf<typeof routes.place>) {
    return this.commands.execute(new PlaceInboundUnits(shipmentId, body));
  }

  @ContractRoute(routes.finishPlacement)
  finishPlacement(@ValidParams(routes.finishPlacement) { shipmentId }: Id) {
    return this.commands.execute(new FinishInboundPlacement(shipmentId));
  }
}
