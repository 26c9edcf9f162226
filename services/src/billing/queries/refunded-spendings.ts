// What each REFUND top-up of a page gives back: the refunded spending's purpose and reference, and the order or inbound
// shipment it belongs to (found by the number in the reference), so the history says it and links to it.
import type { Kysely } from 'kysely';
import { legacySpendingReference, type SpendingPurpose, type SpendingReference, type TopUpView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

type RefundOf = NonNullable<TopUpView['refundOf']>;
interface RefundRow {
  id: string;
  refund_purpose: string | null;
  refund_document_id: string | null;
}

export async function refundedSpendings(db: Kysely<ReadModelDatabase>, userId: string, rows: RefundRow[]): Promise<Map<string, RefundOf>> {
  const refunds = rows.filter((r) => r.refund_purpose !== null && r.refund_document_id !== null);
  if (refunds.length === 0) return new Map();
  const spendings = await db
    .selectFrom('wallet_spendings')
    .select(['purpose', 'document_id', 'reference', 'notes'])
    .where('user_id', '=', userId)
    .where('document_id', 'in', [...new Set(refunds.map((r) => r.refund_document_id!))])
    .execute();
  const referenceOf = new Map(
    spendings.map((s) => [`${s.purpose} ${s.document_id}`, s.reference ?? legacySpendingReference(s.document_id, s.notes)]),
  );
  const references = refunds.map((r) => referenceOf.get(`${r.refund_purpose} ${r.refund_document_id}`) ?? null);
  const documents = await documentsOf(db, userId, references);
  return new Map(
    refunds.map((r, i) => {
      const reference = references[i] ?? null;
      return [
        r.id,
        { purpose: r.refund_purpose as SpendingPurpose, reference, document: reference ? (documents.get(key(reference)) ?? null) : null },
      ];
    }),
  );
}

const key = (reference: SpendingReference) => ('number' in reference ? `${reference.kind} ${reference.number}` : '');

/** The seller's orders and inbound shipments that the references name by number. */
async function documentsOf(db: Kysely<ReadModelDatabase>, userId: string, references: (SpendingReference | null)[]) {
  const numbers = (kinds: SpendingReference['kind'][]) => [
    ...new Set(references.flatMap((r) => (r && kinds.includes(r.kind) && 'number' in r ? [r.number] : []))),
  ];
  const orderNumbers = numbers(['ORDER_FULFILLMENT', 'RETURN_SHIPMENT']);
  const shipmentNumbers = numbers(['INBOUND_SHIPMENT']);
  const [orders, shipments] = await Promise.all([
    orderNumbers.length
      ? db.selectFrom('orders').select(['id', 'number']).where('seller_id', '=', userId).where('number', 'in', orderNumbers).execute()
      : [],
    shipmentNumbers.length
      ? db
          .selectFrom('inbound_shipments')
          .select(['id', 'number'])
          .where('seller_id', '=', userId)
          .where('number', 'in', shipmentNumbers)
          .execute()
      : [],
  ]);
  const found = new Map<string, RefundOf['document']>();
  for (const o of orders) {
    found.set(`ORDER_FULFILLMENT ${o.number}`, { kind: 'ORDER', id: o.id });
    found.set(`RETURN_SHIPMENT ${o.number}`, { kind: 'ORDER', id: o.id });
  }
  for (const s of shipments) found.set(`INBOUND_SHIPMENT ${s.number}`, { kind: 'INBOUND_SHIPMENT', id: s.id });
  return found;
}
