// The shipments and orders behind stock changes, by number (a stock count's or a measurement's document is neither).
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

export type DocumentRef = { kind: 'INBOUND_SHIPMENT' | 'ORDER'; number: string };

export async function documentNumbers(db: Kysely<ReadModelDatabase>, ids: string[]): Promise<Map<string, DocumentRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [shipments, orders] = await Promise.all([
    db.selectFrom('inbound_shipments').select(['id', 'number']).where('id', 'in', unique).execute(),
    db.selectFrom('orders').select(['id', 'number']).where('id', 'in', unique).execute(),
  ]);
  const found = new Map<string, DocumentRef>();
  for (const s of shipments) found.set(s.id, { kind: 'INBOUND_SHIPMENT', number: s.number });
  for (const o of orders) found.set(o.id, { kind: 'ORDER', number: o.number });
  return found;
}
