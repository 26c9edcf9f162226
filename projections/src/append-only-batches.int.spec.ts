// The append-only read models (the order and inbound timelines, the two stock history tabs) write a batch's rows in one
// statement per table: the rows one event at a time gives, and a replay of the batch changes nothing.
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@ledgerhouse/infra';
import { toPosition } from '@ledgerhouse/infra';
import { projectorSpec } from '../../test/support/projector-spec';
import { inboundTimelineProjector } from './inbound-timeline';
import { orderTimelineProjector } from './order-timeline';
import type { Projector } from './projector';
import { stockHistoryProjector } from './stock-history';

const spec = projectorSpec(orderTimelineProjector);
const at = '2026-11-29T08:00:00.000Z';
let tx = 8_000_000_000;

/** A stream's events as the store would hand them over, at positions of their own. */
function stored(streamId: string, events: { type: string; data: unknown }[]): StoredEvent[] {
  tx += 1;
  return events.map((e, i) => ({
    ...e,
    streamId,
    version: i + 1,
    position: toPosition(tx, i + 1),
    metadata: { userId: 'manager-1', impersonatorId: null } as StoredEvent['metadata'],
    recordedAt: new Date(at),
  }));
}

const orderEvents = (orderId: string) =>
  stored(
    `order-${orderId}`,
    ['OrderPlaced', 'OrderReserved', 'FulfillmentStarted', 'OrderPicked', 'OrderPacked'].map((type, i) => ({
      type,
      data: { at, step: i },
    })),
  );
const inboundEvents = (shipmentId: string) =>
  stored(
    `inbound-${shipmentId}`,
    ['InboundDraftCreated', 'InboundSubmitted', 'InboundUnitReceived', 'InboundUnitReceived'].map((type, i) => ({
      type,
      data: { at, step: i },
    })),
  );
const inventoryEvents = (productId: string) =>
  stored(`inventory-${productId}`, [
    { type: 'StockChanged', data: { reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta: 10, totalAfter: 10, comment: null, at } },
    { type: 'StockReserved', data: { documentId: 'o-1', quantity: 2, reservedAfter: 2, at } },
    { type: 'StockReserved', data: { documentId: 'o-2', quantity: 3, reservedAfter: 5, at } },
    { type: 'ReservationReleased', data: { documentId: 'o-1', quantity: 2, reservedAfter: 3, reason: 'FULFILLED', at } },
    { type: 'StockChanged', data: { reason: 'FULFILLMENT', documentId: 'o-1', delta: -2, totalAfter: 8, comment: null, at } },
  ]);

/** A timeline's entries for one order or shipment, in version order. */
const timeline = (table: 'order_timeline' | 'inbound_timeline', id: string) =>
  table === 'order_timeline'
    ? spec.db
        .selectFrom(table)
        .select(['version', 'type', 'at', 'actor_id', 'data'])
        .where('order_id', '=', id)
        .orderBy('version')
        .execute()
    : spec.db
        .selectFrom(table)
        .select(['version', 'type', 'at', 'actor_id', 'data'])
        .where('shipment_id', '=', id)
        .orderBy('version')
        .execute();

const cases: { projector: Projector; events: (id: string) => StoredEvent[]; tables: number; rows: (id: string) => Promise<unknown[]> }[] = [
  {
    projector: orderTimelineProjector,
    events: orderEvents,
    tables: 1,
    rows: (id) => timeline('order_timeline', id),
  },
  {
    projector: inboundTimelineProjector,
    events: inboundEvents,
    tables: 1,
    rows: (id) => timeline('inbound_timeline', id),
  },
  {
    projector: stockHistoryProjector,
    events: inventoryEvents,
    tables: 2,
    rows: async (id) => [
      ...(await spec.db
        .selectFrom('inventory_history')
        .select(['reason', 'document_id', 'delta', 'total_after'])
        .where('product_id', '=', id)
        .orderBy('position')
        .execute()),
      ...(await spec.db
        .selectFrom('reserved_history')
        .select(['document_id', 'change', 'reserved_after', 'kind'])
        .where('product_id', '=', id)
        .orderBy('position')
        .execute()),
    ],
  },
];

describe.each(cases)('$projector.name in batches', ({ projector, events, tables, rows }) => {
  it('writes a batch in one statement per table, with the rows one event at a time writes, and a replay changes nothing', async () => {
    const [batched, oneByOne] = [randomUUID(), randomUUID()];
    let statements = 0;
    const counted = spec.db.withPlugin({
      transformQuery: ({ node }) => ((statements += 1), node),
      transformResult: async ({ result }) => result,
    });
    const batch = events(batched);
    await counted.transaction().execute((trx) => projector.applyAll!(trx, batch));
    expect(statements).toBe(tables);
    for (const event of events(oneByOne)) await spec.db.transaction().execute((trx) => projector.apply(trx, event));
    const written = await rows(batched);
    expect(written).toHaveLength(batch.length);
    expect(written).toEqual(await rows(oneByOne));
    await spec.db.transaction().execute((trx) => projector.applyAll!(trx, batch));
    expect(await rows(batched)).toEqual(written);
  });
});
