// Planning a reservation on copies in memory, and on the streams as stored after a lost race: what it reads.
import type { Clock, EventStore } from '@ledgerhouse/infra';
import { StreamStateCache } from '../../event-sourcing/stream-state-cache';
import type { CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { PlanReservation } from './plan-reservation.query';
import { PlanReservationHandler } from './plan-reservation';

const at = '2026-11-22T10:00:00Z';
const clock = { now: () => new Date(at) } as Clock;
const stream = inventoryStream('product-a');
const counted = (totalAfter: number) => ({
  type: 'StockChanged',
  data: { reason: 'STOCK_TAKING', documentId: 'count', delta: totalAfter, totalAfter, comment: 'count', at },
});
const reserved = (documentId: string, reservedAfter: number) => ({
  type: 'StockReserved',
  data: { documentId, quantity: 1, reservedAfter, at },
});

/** A store holding one inventory stream; records the version after which each read started (0: the whole stream). */
function storeWith(events: { type: string; data: unknown }[]) {
  const reads: number[] = [];
  const store = {
    readStream: async (_id: string, options: { afterVersion?: number } = {}) => {
      const after = options.afterVersion ?? 0;
      reads.push(after);
      return events.slice(after).map((e, i) => ({ ...e, version: after + i + 1 }));
    },
  } as unknown as EventStore;
  return { store, reads, events };
}

const handlerOn = (store: EventStore, states: StreamStateCache) =>
  new PlanReservationHandler({ store, states } as unknown as CommandDeps, clock);

describe('PlanReservation', () => {
  it('plans on the copy in memory without reading, and after a lost race reads only the events after the copy', async () => {
    const stored = storeWith([counted(5), reserved('order-1', 1)]);
    const states = new StreamStateCache();
    const handler = handlerOn(stored.store, states);
    const units = new Map([['product-a', 1]]);

    const first = await handler.execute(new PlanReservation('order-2', units));
    expect(first).toMatchObject({ ok: true, appends: [{ streamId: stream, expectedVersion: 2 }] });
    expect(stored.reads).toEqual([0]);

    // Another process appended two reservations: the copy (version 2) is stale, and planning on it does not read.
    stored.events.push(reserved('order-3', 2), reserved('order-4', 3));
    expect(await handler.execute(new PlanReservation('order-2', units))).toMatchObject({ appends: [{ expectedVersion: 2 }] });
    expect(stored.reads).toEqual([0]);

    const again = await handler.execute(new PlanReservation('order-2', units, true));
    expect(again).toMatchObject({ ok: true, appends: [{ expectedVersion: 4, events: [{ data: { reservedAfter: 4 } }] }] });
    expect(stored.reads).toEqual([0, 2]);
    expect(states.get(stream, inventoryDecider)).toMatchObject({ version: 4 });
  });

  it('catches a contended stream up before every plan (another process appends to it too), reading only the tail', async () => {
    const stored = storeWith([counted(5)]);
    const states = new StreamStateCache();
    const handler = handlerOn(stored.store, states);
    const units = new Map([['product-a', 1]]);
    await handler.execute(new PlanReservation('order-1', units));
    stored.events.push(reserved('order-9', 1));
    states.markContended(stream);
    expect(await handler.execute(new PlanReservation('order-2', units))).toMatchObject({ appends: [{ expectedVersion: 2 }] });
    expect(stored.reads).toEqual([0, 1]);
  });
});
