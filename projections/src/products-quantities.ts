// The quantity columns of the products read model (total, reserved, available, incoming) from a run of inventory
// events, folded in memory per product and written in one statement: the rows applying each event in turn gives
// (every event sets its product's position; available stays total minus reserved), in one round trip instead of one
// per event. Under load the projector group's transaction waits on each statement in turn, and the inventory events
// (a reservation per order line) were most of its statements.
import type { InventoryEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { sql, type Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';

interface Quantities {
  total: number | null;
  reserved: number | null;
  incoming: number | null;
  position: string;
}

export class PendingQuantities {
  private readonly byProduct = new Map<string, Quantities>();

  add(stored: StoredEvent): void {
    const id = stored.streamId.slice('inventory-'.length);
    const event = { type: stored.type, data: stored.data } as InventoryEvent;
    const q = this.byProduct.get(id) ?? { total: null, reserved: null, incoming: null, position: stored.position };
    q.position = stored.position;
    if (event.type === 'StockChanged') q.total = event.data.totalAfter;
    else if (event.type === 'StockReserved' || event.type === 'ReservationReleased') q.reserved = event.data.reservedAfter;
    else q.incoming = event.data.incomingAfter;
    this.byProduct.set(id, q);
  }

  /** Writes what was added since the last flush, in one statement. */
  async flush(trx: Transaction<ReadModelDatabase>): Promise<void> {
    if (this.byProduct.size === 0) return;
    const ids = [...this.byProduct.keys()];
    const rows = [...this.byProduct.values()];
    this.byProduct.clear();
    await sql`
      update products as p set
        total = coalesce(v.total, p.total),
        reserved = coalesce(v.reserved, p.reserved),
        available = case when v.total is null and v.reserved is null then p.available
                         else coalesce(v.total, p.total) - coalesce(v.reserved, p.reserved) end,
        incoming = coalesce(v.incoming, p.incoming),
        position = v.position
      from unnest(${ids}::text[], ${rows.map((r) => r.total)}::int[], ${rows.map((r) => r.reserved)}::int[],
                  ${rows.map((r) => r.incoming)}::int[], ${rows.map((r) => r.position)}::text[])
        as v(id, total, reserved, incoming, position)
      where p.id = v.id`.execute(trx);
  }
}
