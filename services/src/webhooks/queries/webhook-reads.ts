// The webhooks read side: endpoints (own; staff: the warehouse's), the secret for its owner, the delivery log.
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  INTEGRATION_EVENTS,
  type Page,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  type WebhookView,
} from '@ledgerhouse/contracts';
import { SecretSealer, SecretUnreadable } from '../../crypto/secret-sealer';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';
import type { WebhookDb } from '../delivery/webhook-delivery.tables';
import type { WebhookActor } from '../domain/webhook-endpoint';
import { deliveryDetail, deliveryView, endpointViews, visibleEndpoint } from './webhook-views';

type Owner = Exclude<WebhookActor, { scope: 'SYSTEM' }>;

@Injectable()
export class WebhookReads {
  constructor(
    @Inject(READ_DB) private readonly db: WebhookDb,
    private readonly sealer: SecretSealer,
  ) {}

  eventTypes() {
    return INTEGRATION_EVENTS.map((e) => ({ type: e.type, topic: e.topic, description: e.description }));
  }

  async list(actor: Owner): Promise<WebhookView[]> {
    let query = this.db.selectFrom('webhook_endpoints').selectAll().where('scope', '=', actor.scope);
    if (actor.scope === 'SELLER') query = query.where('owner_id', '=', actor.userId);
    return endpointViews(this.db, await query.orderBy('created_at').orderBy('id').execute());
  }

  async get(actor: Owner, id: string): Promise<WebhookView> {
    const [view] = await endpointViews(this.db, [await visibleEndpoint(this.db, actor, id)]);
    return view!;
  }

  async secret(actor: Owner, id: string): Promise<{ secret: string }> {
    const row = await visibleEndpoint(this.db, actor, id);
    try {
      return { secret: this.sealer.openText(row.secret) };
    } catch (err) {
      // Its key left the ring: nothing to reveal; a rotation seals a new secret with the current key.
      if (err instanceof SecretUnreadable) throw new DomainError(ErrorCode.WEBHOOK_SECRET_UNREADABLE);
      throw err;
    }
  }

  async deliveries(
    actor: Owner,
    id: string,
    query: { page: number; pageSize: number; status?: WebhookDeliveryStatus },
  ): Promise<Page<WebhookDeliveryView>> {
    await visibleEndpoint(this.db, actor, id);
    let base = this.db.selectFrom('webhook_deliveries').where('endpoint_id', '=', id);
    if (query.status) base = base.where('status', '=', query.status);
    const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return { items: rows.map((r) => deliveryView(r)), total: Number(total), page: query.page, pageSize: query.pageSize };
  }

  async delivery(actor: Owner, id: string, deliveryId: string) {
    await visibleEndpoint(this.db, actor, id);
    return deliveryDetail(this.db, id, deliveryId);
  }
}
