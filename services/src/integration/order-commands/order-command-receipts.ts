// Which (seller, idempotency key) pairs placed an order already: read before placing, written after.
import type { Kysely } from 'kysely';
import type { OrderCommandReceiptsTables } from './order-command-receipts.table';

type Db = Kysely<OrderCommandReceiptsTables>;

/** The order the key placed for the seller, or null. */
export async function receivedOrderId(db: Db, sellerId: string, idempotencyKey: string): Promise<string | null> {
  const row = await db
    .selectFrom('order_command_receipts')
    .select('order_id')
    .where('seller_id', '=', sellerId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.order_id ?? null;
}

/** Records the receipt; a second delivery racing the first finds the row there and changes nothing. */
export async function recordReceipt(
  db: Db,
  receipt: { sellerId: string; idempotencyKey: string; orderId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('order_command_receipts')
    .values({ seller_id: receipt.sellerId, idempotency_key: receipt.idempotencyKey, order_id: receipt.orderId, received_at: receipt.at })
    .onConflict((c) => c.columns(['seller_id', 'idempotency_key']).doNothing())
    .execute();
}
