// Property: for random sequences of stock commands on a seller's products (deliveries and returns, counts,
// reservations made, changed, released and fulfilled, planned deliveries; several events at one instant), the
// insights_stock fold's rows are the as-of replay: every row's product levels equal stockOf over that product's
// stream up to its event, the seller's levels the sum over their products (cubic feet as storage fees measure them),
// and the series a period answers (the level as of its start, then every change in it) gives at each instant of the
// period the replay of every event recorded by then.
import fc from 'fast-check';
import type { InventoryEvent } from '@ledgerhouse/contracts';
import { storedCubicFeet } from '../services/src/billing/domain/storage-fee';
import { inventoryDecider, stockOf, type InventoryCommand, type InventoryState } from '../services/src/catalog/domain/inventory';
import { DomainError } from '../services/src/errors/domain-error';
import {
  afterInventoryEvent,
  emptyProductStock,
  emptySellerStock,
  stepStock,
  unitMicroCubicFeet,
  type ProductStockState,
  type StockPoint,
} from '../projections/src/insights-stock-fold';

const PRODUCTS = [
  { length: 10, width: 20, height: 30, unit: 'cm' as const },
  { length: 1, width: 1, height: 1.5, unit: 'ft' as const },
  null,
];

type Step =
  | { kind: 'deliver'; product: number; quantity: number; asReturn: boolean }
  | { kind: 'count'; product: number; counted: number }
  | { kind: 'reserve'; product: number; order: number; quantity: number }
  | { kind: 'release' | 'fulfil'; product: number; order: number }
  | { kind: 'expect'; product: number; quantity: number }
  | { kind: 'wait'; ms: number };

const product = fc.integer({ min: 0, max: PRODUCTS.length - 1 });
const order = fc.nat({ max: 4 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deliver' as const),
      product,
      quantity: fc.integer({ min: 0, max: 20 }),
      asReturn: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('count' as const), product, counted: fc.nat({ max: 30 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reserve' as const), product, order, quantity: fc.nat({ max: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), product, order }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fulfil' as const), product, order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expect' as const), product, quantity: fc.integer({ min: 1, max: 9 }) }) },
  // 0 ms: the next command's events are recorded at the same instant.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.nat({ max: 3 }) }) },
);

interface Recorded {
  product: number;
  at: number;
  event: InventoryEvent;
}
interface Row {
  product: number;
  at: number;
  /** How many recorded events up to and including this row's. */
  upTo: number;
  point: StockPoint;
}

function commandOf(s: Exclude<Step, { kind: 'wait' }>, n: number, at: Date): InventoryCommand {
  switch (s.kind) {
    case 'deliver':
      return {
        type: 'ReceiveDelivery',
        documentId: `in-${n}`,
        reason: s.asReturn ? 'FULFILLMENT_RETURN' : 'INBOUND_SHIPMENT',
        quantity: s.quantity,
        at,
      };
    case 'count':
      return { type: 'TakeStock', documentId: `count-${n}`, counted: s.counted, comment: 'count', at };
    case 'reserve':
      return { type: 'SetReservation', documentId: `order-${s.order}`, quantity: s.quantity, at };
    case 'release':
      return { type: 'Release', documentId: `order-${s.order}`, at };
    case 'fulfil':
      return { type: 'FulfilReservation', documentId: `order-${s.order}`, at };
    case 'expect':
      return { type: 'ExpectDelivery', documentId: `planned-${n}`, quantity: s.quantity, at };
  }
}

/** Runs the steps through the real inventory decider and the insights fold, as the projector does. */
function run(steps: Step[]): { recorded: Recorded[]; rows: Row[] } {
  const states: InventoryState[] = PRODUCTS.map(() => inventoryDecider.initialState);
  const folded: ProductStockState[] = PRODUCTS.map((d) => ({ ...emptyProductStock, unitMicroCubicFeet: unitMicroCubicFeet(d) }));
  let seller = emptySellerStock;
  const recorded: Recorded[] = [];
  const rows: Row[] = [];
  let now = 0;
  steps.forEach((s, n) => {
    if (s.kind === 'wait') return void (now += s.ms);
    let events: InventoryEvent[];
    try {
      events = inventoryDecider.decide(commandOf(s, n, new Date(now)), states[s.product]!);
    } catch (error) {
      if (error instanceof DomainError) return;
      throw error;
    }
    for (const event of events) {
      states[s.product] = inventoryDecider.evolve(states[s.product]!, event);
      recorded.push({ product: s.product, at: now, event });
      const after = afterInventoryEvent(folded[s.product]!, event);
      if (!after) continue;
      const stepped = stepStock(folded[s.product]!, seller, after.next, after.cause, after.documentId);
      folded[s.product] = stepped.product;
      seller = stepped.seller;
      rows.push({ product: s.product, at: now, upTo: recorded.length, point: stepped.point });
    }
  });
  return { recorded, rows };
}

/** The as-of replay: every product's stock from the events the filter keeps, and all of them together. */
function replay(recorded: Recorded[]) {
  const products = PRODUCTS.map((_, p) => stockOf(recorded.filter((r) => r.product === p).map((r) => r.event)));
  const sum = (key: 'total' | 'reserved' | 'available') => products.reduce((n, s) => n + s[key], 0);
  return {
    products,
    seller: {
      total: sum('total'),
      reserved: sum('reserved'),
      available: sum('available'),
      cubicFeet: storedCubicFeet(PRODUCTS.map((dimensions, p) => ({ dimensions, total: products[p]!.total }))),
    },
  };
}

const expectSellerLevels = (actual: StockPoint['seller'], expected: ReturnType<typeof replay>['seller']) => {
  expect({ ...actual, cubicFeet: 0 }).toEqual({ ...expected, cubicFeet: 0 });
  expect(actual.cubicFeet).toBeCloseTo(expected.cubicFeet, 5);
};

/** What a period answers, as the query cuts it from the rows: the last level before `from`, then every change in it. */
function seriesOf(rows: Row[], from: number, to: number) {
  const before = rows.filter((r) => r.at < from);
  return { opening: before[before.length - 1]?.point ?? null, points: rows.filter((r) => r.at >= from && r.at <= to) };
}

const steps = fc.array(step, { minLength: 1, maxLength: 80 });

describe('insights stock series', () => {
  it('equals the as-of replay at every change point, per product and for all products together', () => {
    fc.assert(
      fc.property(steps, (given) => {
        const { recorded, rows } = run(given);
        for (const row of rows) {
          const replayed = replay(recorded.slice(0, row.upTo));
          expect(row.point.product).toEqual(replayed.products[row.product]);
          expectSellerLevels(row.point.seller, replayed.seller);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives at every instant of a period, from its opening level and its changes, the replay of what was recorded by then', () => {
    fc.assert(
      fc.property(steps, fc.nat({ max: 60 }), fc.nat({ max: 60 }), (given, a, b) => {
        const { recorded, rows } = run(given);
        const [from, to] = [Math.min(a, b), Math.max(a, b)];
        const series = seriesOf(rows, from, to);
        for (let instant = from; instant <= to; instant++) {
          const changes = series.points.filter((p) => p.at <= instant);
          const level = changes[changes.length - 1]?.point.seller ?? series.opening?.seller ?? emptyLevels;
          expectSellerLevels(level, replay(recorded.filter((r) => r.at <= instant)).seller);
        }
      }),
      { numRuns: 300 },
    );
  });
});

const emptyLevels = { total: 0, reserved: 0, available: 0, cubicFeet: 0 };
