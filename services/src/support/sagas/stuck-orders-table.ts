// The orders waiting for goods (migration 20261124_0020_saga_support_system_chats), written with the saga's checkpoint.
import type { ColumnType, Kysely, Transaction } from 'kysely';

export interface StuckOrderTables {
  saga_support_stuck_orders: {
    order_id: string;
    /** When the order first went INSUFFICIENT_GOODS in its current wait (the event's time, on the injected clock). */
    since: ColumnType<Date, Date, Date>;
    chat_opened: ColumnType<boolean, boolean | undefined, boolean>;
  };
}

type Db = Kysely<StuckOrderTables> | Transaction<StuckOrderTables>;

/** A short reservation starts the wait; a retry that comes back short again keeps its start. */
export const startWaiting = (db: Db, orderId: string, since: Date) =>
  db
    .insertInto('saga_support_stuck_orders')
    .values({ order_id: orderId, since })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();

export const stopWaiting = (db: Db, orderId: string) =>
  db.deleteFrom('saga_support_stuck_orders').where('order_id', '=', orderId).execute();

/** Orders waiting since `before` or longer whose chat is not opened yet, oldest first. */
export const waitingSince = (db: Db, before: Date, limit: number) =>
  db
    .selectFrom('saga_support_stuck_orders')
    .select(['order_id', 'since'])
    .where('since', '<=', before)
    .where('chat_opened', '=', false)
    .orderBy('since')
    .orderBy('order_id')
    .limit(limit)
    .execute();

export const chatOpened = (db: Db, orderId: string) =>
  db.updateTable('saga_support_stuck_orders').set({ chat_opened: true }).where('order_id', '=', orderId).execute();
