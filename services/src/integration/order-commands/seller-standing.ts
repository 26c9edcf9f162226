// Whether an order command's seller may have orders placed: a seller (not staff or a warehouse manager) known to the
// users read model and not blocked. The topic is trusted infrastructure, but it names the seller in the value, so a
// mistyped or stale id must not create orders nobody can see.
import type { Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { refusal, type OrderCommandRefusal } from './order-command-refusal';

/** The refusal for the seller, or null when orders may be placed for them. */
export async function sellerRefusal(db: Kysely<ReadModelDatabase>, sellerId: string): Promise<OrderCommandRefusal | null> {
  const user = await db.selectFrom('users').select(['user_type', 'blocked']).where('id', '=', sellerId).executeTakeFirst();
  if (!user || user.user_type !== null) return refusal(ErrorCode.NOT_FOUND, 'No seller has this id');
  if (user.blocked) return refusal(ErrorCode.ACCOUNT_BLOCKED, 'The seller is blocked');
  return null;
}
