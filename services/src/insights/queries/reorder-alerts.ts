// The seller's reorder thresholds and their open alerts, from the reorder_alerts read model: open alerts first (newest
// first), then by SKU; products deleted since are left out.
import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { ReorderAlertList } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';

export class GetReorderAlerts extends Query<ReorderAlertList> {
  constructor(readonly sellerId: string) {
    super();
  }
}

@QueryHandler(GetReorderAlerts)
export class GetReorderAlertsHandler implements IQueryHandler<GetReorderAlerts, ReorderAlertList> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId }: GetReorderAlerts): Promise<ReorderAlertList> {
    const rows = await this.db
      .selectFrom('reorder_alerts as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .selectAll('r')
      .select(['p.sku', 'p.title'])
      .where('r.seller_id', '=', sellerId)
      .where('p.deleted', '=', false)
      .orderBy('r.alerted_at', (ob) => ob.desc().nullsLast())
      .orderBy('p.sku')
      .execute();
    const items = rows.map((r) => ({
      productId: r.product_id,
      sku: r.sku,
      title: r.title,
      threshold: { basis: r.basis as 'DAYS' | 'UNITS', value: r.value, windowDays: r.window_days },
      alert:
        r.alerted_at === null
          ? null
          : {
              at: new Date(r.alerted_at).toISOString(),
              level: { available: r.available ?? 0, shippedUnits: r.shipped_units ?? 0, daysLeft: r.days_left },
              suggestedQuantity: r.suggested_quantity ?? 1,
            },
    }));
    return { items, openAlerts: items.filter((i) => i.alert !== null).length };
  }
}
