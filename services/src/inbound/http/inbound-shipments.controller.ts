import { Controller, Inject, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import { inboundRoutes as routes, type BodyOf, type ParamsOf, type QueryOf, type ShippingAddressView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { CurrentUserId } from '../../http/auth/current-user';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { APP_CONFIG, READ_DB } from '../../persistence/tokens';
import { AddSellerInboundComment } from '../commands/add-seller-inbound-comment';
import { CancelInboundShipment } from '../commands/cancel-inbound-shipment';
import { CancelInboundShipments } from '../commands/cancel-inbound-shipments';
import { ChangeInboundLines } from '../commands/change-inbound-lines';
import { CreateInboundDraft } from '../commands/create-inbound-draft';
import { DeleteInboundDraft } from '../commands/delete-inbound-draft';
import { SubmitInboundShipment } from '../commands/submit-inbound-shipment';
import { UpdateInboundDraft } from '../commands/update-inbound-draft';
import { GetInboundShipment, ListInboundShipments } from '../queries/inbound-shipment-queries';
import { GetInboundTimeline } from '../queries/inbound-timeline-query';
import { writeInboundReport } from '../reports/inbound-report';

type Id = ParamsOf<typeof routes.get>;

/** The seller's view leaves out what only staff see (the seller's own id, email and name). */
function sellerView<T extends { sellerId: unknown; sellerEmail: unknown; sellerName: unknown }>(
  view: T,
): Omit<T, 'sellerId' | 'sellerEmail' | 'sellerName'> {
  const { sellerId: _i, sellerEmail: _e, sellerName: _n, ...rest } = view;
  return rest;
}

/** The signed-in seller's inbound shipments. */
@Controller()
export class InboundShipmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ContractRoute(routes.list)
  async list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    const page = await this.queries.execute(new ListInboundShipments(sellerId, query));
    return { ...page, items: page.items.map(sellerView) };
  }

  @ContractRoute(routes.report)
  async report(@CurrentUserId() sellerId: string, @ValidQuery(routes.report) query: QueryOf<typeof routes.report>, @Res() res: Response) {
    await writeInboundReport(res, this.db, { sellerId, ...query });
  }

  @ContractRoute(routes.shippingAddress)
  shippingAddress(@CurrentUserId() sellerId: string): ShippingAddressView {
    const c = this.config;
    return {
      recipient: c.WAREHOUSE_RECIPIENT,
      addressLine1: c.WAREHOUSE_ADDRESS_LINE1,
      addressLine2: sellerId,
      city: c.WAREHOUSE_CITY,
      state: c.WAREHOUSE_STATE,
      zip: c.WAREHOUSE_ZIP,
      country: c.WAREHOUSE_COUNTRY,
    };
  }

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreateInboundDraft(sellerId, body));
  }

  @ContractRoute(routes.bulkCancel)
  bulkCancel(@CurrentUserId() sellerId: string, @ValidBody(routes.bulkCancel) body: BodyOf<typeof routes.bulkCancel>) {
    return this.commands.execute(new CancelInboundShipments(sellerId, body.ids));
  }

  @ContractRoute(routes.get)
  @ReadsFrom('inbound_shipments')
  async get(@CurrentUserId() sellerId: string, @ValidParams(routes.get) { shipmentId }: Id) {
    return sellerView(await this.queries.execute(new GetInboundShipment(sellerId, shipmentId)));
  }

  @ContractRoute(routes.timeline)
  timeline(@CurrentUserId() sellerId: string, @ValidParams(routes.timeline) { shipmentId }: Id) {
    return this.queries.execute(new GetInboundTimeline(sellerId, shipmentId));
  }

  @ContractRoute(routes.update)
  update(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.update) { shipmentId }: Id,
    @ValidBody(routes.update) body: BodyOf<typeof routes.update>,
  ) {
    return this.commands.execute(new UpdateInboundDraft(sellerId, shipmentId, body));
  }

  @ContractRoute(routes.remove)
  remove(@CurrentUserId() sellerId: string, @ValidParams(routes.remove) { shipmentId }: Id) {
    return this.commands.execute(new DeleteInboundDraft(sellerId, shipmentId));
  }

  @ContractRoute(routes.submit)
  submit(@CurrentUserId() sellerId: string, @ValidParams(routes.submit) { shipmentId }: Id) {
    return this.commands.execute(new SubmitInboundShipment(sellerId, shipmentId));
  }

  @ContractRoute(routes.changeLines)
  changeLines(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.changeLines) { shipmentId }: Id,
    @ValidBody(routes.changeLines) body: BodyOf<typeof routes.changeLines>,
  ) {
    return this.commands.execute(new ChangeInboundLines(sellerId, shipmentId, body));
  }

  @ContractRoute(routes.cancel)
  cancel(@CurrentUserId() sellerId: string, @ValidParams(routes.cancel) { shipmentId }: Id) {
    return this.commands.execute(new CancelInboundShipment(sellerId, shipmentId));
  }

  @ContractRoute(routes.comment)
  comment(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.comment) { shipmentId }: Id,
    @ValidBody(routes.comment) body: BodyOf<typeof routes.comment>,
  ) {
    return this.commands.execute(new AddSellerInboundComment(sellerId, shipmentId, body.text));
  }
}
