import type { QueryBus } from '@nestjs/cqrs';
import {
  AppendManyUnsupported,
  KeyedQueue,
  StreamVersionConflict,
  toPosition,
  type EventStore,
  type StreamAppend,
} from '@ledgerhouse/infra';
import type { ReservationPlan } from '../../catalog/queries/plan-reservation.query';
import { StreamStateCache } from '../../event-sourcing/stream-state-cache';
import { commands } from '../domain/order-fixtures';
import { orderDecider, type OrderCommand } from '../domain/order';
import { placeWithReservation } from './place-with-reservation';

type Place = Extract<OrderCommand, { type: 'PlaceOrder' }>;
const place = commands.place() as Place;
const reservation = { type: 'StockReserved', data: { documentId: place.orderId, quantity: 2 } };

/** A store whose appendMany answers with `outcome` (or throws it), recording what it was asked. */
function storeAnswering(outcome: (appends: readonly StreamAppend[]) => void) {
  const asked: StreamAppend[][] = [];
  const store = {
    appendMany: async (appends: readonly StreamAppend[]) => {
      asked.push([...appends]);
      outcome(appends);
      return appends.map((a, i) => ({ nextVersion: a.expectedVersion + a.events.length, position: toPosition(7, i) }));
    },
  } as unknown as EventStore;
  return { store, asked };
}

const planning = (plan: ReservationPlan) => {
  const seen: unknown[] = [];
  return { bus: { execute: async (query: unknown) => (seen.push(query), plan) } as unknown as QueryBus, seen };
};

describe('placeWithReservation', () => {
  it('appends the placement, OrderReserved and every planned inventory event at once, the order first', async () => {
    const { store, asked } = storeAnswering(() => undefined);
    const { bus, seen } = planning({
      ok: true,
      appends: [{ streamId: 'inventory-product-a', events: [reservation], expectedVersion: 4, appended: () => undefined }],
    });
    const outcome = await placeWithReservation({ store, queue: new KeyedQueue() }, bus, place);
    expect(seen).toEqual([
      expect.objectContaining({
        orderId: place.orderId,
        units: new Map([
          ['product-a', 2],
          ['product-b', 1],
        ]),
      }),
    ]);
    const [[order, inventory]] = asked;
    expect(order).toMatchObject({ streamId: `order-${place.orderId}`, expectedVersion: 0 });
    expect(order.events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderReserved']);
    expect(order.events[0].data).toMatchObject({ reservedAtPlacement: true });
    expect(inventory).toMatchObject({ streamId: 'inventory-product-a', expectedVersion: 4, events: [reservation] });
    expect(inventory.events[0].metadata).toEqual(order.events[0].metadata);
    expect(outcome).toMatchObject({ state: { facets: { status: 'READY_FOR_FULFILLMENT' } }, position: toPosition(7, 1) });
  });

  it('records a shortfall with every missing product and appends nothing to the inventory streams', async () => {
    const { store, asked } = storeAnswering(() => undefined);
    const { bus } = planning({ ok: false, missing: [{ productId: 'product-a', requested: 2, available: 1 }] });
    const outcome = await placeWithReservation({ store, queue: new KeyedQueue() }, bus, place);
    expect(asked[0]).toHaveLength(1);
    expect(asked[0][0].events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderReservationShort']);
    expect(outcome?.state.missing).toEqual([{ productId: 'product-a', sku: 'SKU-A', requested: 2, available: 1 }]);
  });

  it('decides again after a race lost on an inventory stream, and gives the order to the saga after three', async () => {
    const { store, asked } = storeAnswering(() => {
      throw new StreamVersionConflict('inventory-product-a', 4, 5);
    });
    const { bus, seen } = planning({
      ok: true,
      appends: [{ streamId: 'inventory-product-a', events: [reservation], expectedVersion: 4, appended: () => undefined }],
    });
    expect(await placeWithReservation({ store, queue: new KeyedQueue() }, bus, place)).toBeNull();
    expect([seen.length, asked.length]).toEqual([3, 3]);
    // The first plan may use copies in memory; after a lost race, only the streams as stored.
    expect(seen.map((query) => (query as { stored: boolean }).stored)).toEqual([false, true, true]);
  });

  it('takes a free claim (the order number) in the same append, and leaves a held one to the caller without appending', async () => {
    const { store, asked } = storeAnswering(() => undefined);
    const { bus } = planning({ ok: true, appends: [] });
    const claimed = { type: 'OrderNumberClaimed', data: { orderId: place.orderId } };
    const free = { streamId: 'order-number-x', take: async () => ({ events: [claimed], expectedVersion: 2 }) };
    await placeWithReservation({ store, queue: new KeyedQueue() }, bus, place, free);
    expect(asked[0][1]).toMatchObject({ streamId: 'order-number-x', expectedVersion: 2, events: [claimed] });

    const held = { streamId: 'order-number-y', take: async () => null };
    expect(await placeWithReservation({ store, queue: new KeyedQueue() }, bus, place, held)).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('leaves the order to the saga when the store cannot append to several streams (KurrentDB before 25.1)', async () => {
    const { store } = storeAnswering(() => {
      throw new AppendManyUnsupported('multiStreamAppend requires server version 25.1 or higher.');
    });
    const { bus } = planning({ ok: true, appends: [] });
    expect(await placeWithReservation({ store, queue: new KeyedQueue() }, bus, place)).toBeNull();
  });

  it('leaves an order that exists already to the plain placement at once', async () => {
    const { store, asked } = storeAnswering(() => {
      throw new StreamVersionConflict(`order-${place.orderId}`, 0, 2);
    });
    const { bus } = planning({ ok: true, appends: [] });
    expect(await placeWithReservation({ store, queue: new KeyedQueue() }, bus, place)).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('keeps the states it appended for the next command, and keeps the inventory copies to catch up from after a race lost there', async () => {
    const states = new StreamStateCache();
    const inventory = { state: 'stale', version: 4 };
    states.set('inventory-product-a', orderDecider, inventory);
    const appended: string[] = [];
    const plan: ReservationPlan = {
      ok: true,
      appends: [{ streamId: 'inventory-product-a', events: [reservation], expectedVersion: 4, appended: () => appended.push('product-a') }],
    };
    const placed = await placeWithReservation(
      { store: storeAnswering(() => undefined).store, queue: new KeyedQueue(), states },
      planning(plan).bus,
      place,
    );
    expect(appended).toEqual(['product-a']);
    expect(states.get(`order-${place.orderId}`, orderDecider)).toEqual({ state: placed!.state, version: 2 });

    const lost = storeAnswering(() => {
      throw new StreamVersionConflict('inventory-product-a', 4, 5);
    });
    await placeWithReservation({ store: lost.store, queue: new KeyedQueue(), states }, planning(plan).bus, place);
    expect(states.get('inventory-product-a', orderDecider)).toBe(inventory);
    // Other processes append to it too: later plans catch it up first.
    expect(states.contended('inventory-product-a')).toBe(true);
  });
});
