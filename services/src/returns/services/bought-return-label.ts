// The label a return shipment bought through the app, as recorded: found from the shipment through the order whose
// return it is (orders read model), then that order's return-<orderId> stream. Null for a return with its own label.
import type { Kysely } from 'kysely';
import type { OrderLabel } from '@ledgerhouse/contracts';
import type { EventStore, StoredEvent } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { returnLabelStream } from '../domain/return-label';

export type BoughtReturnLabel = StoredEvent<'ReturnLabelPurchased', { requestId: string; label: OrderLabel; at: string }>;

export async function boughtReturnLabel(
  db: Kysely<ReadModelDatabase>,
  store: EventStore,
  shipmentId: string,
): Promise<BoughtReturnLabel | null> {
  const order = await db.selectFrom('orders').select('id').where('return_shipment_id', '=', shipmentId).executeTakeFirst();
  if (!order) return null;
  const events = await store.readStream(returnLabelStream(order.id));
  return (events.find((e) => e.type === 'ReturnLabelPurchased') as BoughtReturnLabel | undefined) ?? null;
}
