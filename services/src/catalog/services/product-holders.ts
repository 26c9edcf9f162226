// Which of the seller's shipments and orders still hold a product (spec 4/5: a product is removed only with no planned
// deliveries): a draft or open inbound shipment, or an order not yet processed or canceled. Read from the read models
// once they have applied every event committed so far, so a draft made a moment ago counts.
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { ProjectionNotCaughtUp } from '../../http/min-position.interceptor';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER, READ_DB } from '../../persistence/tokens';

/** Inbound statuses after which a shipment no longer plans or holds units of its products. */
const CLOSED_INBOUND = ['LOCATED', 'LOST', 'PAYMENT', 'PAYMENT_PENDING', 'PAID', 'PAYMENT_FAILED', 'CANCELED'];
const CLOSED_ORDER = ['PROCESSED', 'CANCELED'];

export interface ProductHolders {
  /** Numbers (IN-000123) of the inbound shipments holding the product. */
  shipments: string[];
  /** Numbers of the orders holding it. */
  orders: string[];
}

@Injectable()
export class ProductHoldersReader {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(sellerId: string, productId: string): Promise<ProductHolders> {
    const head = await this.store.newestPosition();
    if (head && !(await this.runner.waitFor(head, this.config.MIN_POSITION_WAIT_MS, ['inbound_shipments', 'orders'])))
      throw new ProjectionNotCaughtUp();
    const holding = sql<boolean>`lines @> ${JSON.stringify([{ productId }])}::jsonb`;
    const [shipments, orders] = await Promise.all([
      this.db
        .selectFrom('inbound_shipments')
        .select('number')
        .where('seller_id', '=', sellerId)
        .where('status', 'not in', CLOSED_INBOUND)
        .where(holding)
        .orderBy('number')
        .execute(),
      this.db
        .selectFrom('orders')
        .select('number')
        .where('seller_id', '=', sellerId)
        .where('status', 'not in', CLOSED_ORDER)
        .where(holding)
        .orderBy('number')
        .execute(),
    ]);
    return { shipments: shipments.map((r) => r.number), orders: orders.map((r) => r.number) };
  }
}
