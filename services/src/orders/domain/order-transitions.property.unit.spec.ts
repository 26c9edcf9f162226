// Property: whatever commands arrive in whatever order, the order's facets move only as ORDER_TRANSITIONS allows, and a
// refused command changes nothing.
import fc from 'fast-check';
import type { OrderEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { commands as c, label, otherSeller, seller } from './order-fixtures';
import { orderDecider, type OrderCommand, type OrderState } from './order';
import { initialFacets, orderedOf, pickedOf } from './order-state';
import { nextFacets } from './transitions';

const productIds = ['product-a', 'product-b', 'product-z'];
const anyCommand: fc.Arbitrary<OrderCommand> = fc.oneof(
  fc.constant(c.place()),
  fc.constantFrom(c.edit(), c.edit({ note: 'other' }), c.edit({ sellerId: otherSeller })),
  fc.constantFrom(c.start(), c.start(otherSeller)),
  fc.constantFrom(c.cancel(), c.cancel(otherSeller), c.cancelShipment()),
  fc.constantFrom(c.sellerComment(), c.managerComment()),
  fc.constantFrom(c.recordReturn('in-1'), c.recordReturn('in-2')),
  fc.constantFrom(c.reserved(), c.short(), c.retry()),
  fc.constantFrom(c.requestLabel('req-1'), c.requestLabel('req-2'), c.labelFailure('req-1'), c.labelFailure('req-2')),
  fc.constantFrom(c.attachLabel(), c.attachLabel({ ...label, trackingNumber: 'OTHER' })),
  fc.constantFrom(c.recordCosts(), c.requestPayment(), c.paid(), c.paymentFailed()),
  fc.constant(c.startPicking()),
  fc
    .tuple(fc.constantFrom(...productIds), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 6 }))
    .map(([productId, quantity, scan]) => c.pick(productId, quantity, `scan-${scan}`)),
  fc.constant(c.pack()),
  fc.constantFrom(c.addToManifest('man-1'), c.addToManifest('man-2'), c.removeFromManifest('man-1'), c.handOver('man-1')),
  fc.constant(c.registration()),
);

/** Biased towards the happy path, so long sequences reach packing and hand-over often enough to matter. */
const happyPath: OrderCommand[] = [
  c.place(),
  c.reserved(),
  c.start(),
  c.requestLabel(),
  c.attachLabel(),
  c.recordCosts(),
  c.requestPayment(),
  c.paid(),
  c.startPicking(),
  c.pick('product-a', 2, 'scan-a'),
  c.pick('product-b', 1, 'scan-b'),
  c.pack(),
  c.addToManifest(),
  c.handOver(),
];
const sequence = fc.array(fc.oneof({ arbitrary: anyCommand, weight: 3 }, { arbitrary: fc.constantFrom(...happyPath), weight: 2 }), {
  maxLength: 60,
});

const snapshot = (state: OrderState) => JSON.stringify({ ...state, scanIds: [...state.scanIds] });

/** Invariants no history may break, beyond "each event was allowed". */
function checkInvariants(state: OrderState): void {
  const { status, pick, payment, packed } = state.facets;
  if (status === null || ['RESERVING', 'READY_FOR_FULFILLMENT', 'INSUFFICIENT_GOODS'].includes(status)) {
    expect({ pick, payment, packed }).toEqual({ pick: null, payment: null, packed: false });
  }
  if (status === 'PROCESSING' || status === 'PROCESSED') expect(pick).not.toBeNull();
  if (packed) expect(pick).toBe('PICKED');
  if (status === 'PROCESSED') expect(packed).toBe(true);
  for (const line of state.lines) expect(pickedOf(state, line.productId)).toBeLessThanOrEqual(orderedOf(state, line.productId));
  if (pick === 'PICKED') for (const line of state.lines) expect(pickedOf(state, line.productId)).toBe(orderedOf(state, line.productId));
  if (state.sellerId !== null) expect(state.sellerId).toBe(seller);
}

describe('order transitions (property)', () => {
  it('random command sequences only ever take steps ORDER_TRANSITIONS allows, and refusals change nothing', () => {
    fc.assert(
      fc.property(sequence, (cmds) => {
        let state = orderDecider.initialState;
        let facets = initialFacets;
        const history: OrderEvent[] = [];
        for (const command of cmds) {
          const before = snapshot(state);
          let events: OrderEvent[];
          try {
            events = orderDecider.decide(command, state);
          } catch (err) {
            expect(err).toBeInstanceOf(DomainError);
            expect(snapshot(state)).toBe(before);
            continue;
          }
          for (const event of events) {
            const next = nextFacets(facets, event.type);
            expect(next).toBeDefined();
            facets = next!;
            state = orderDecider.evolve(state, event);
            history.push(event);
          }
          expect(state.facets).toEqual(facets);
          checkInvariants(state);
        }
        expect(history.reduce(orderDecider.evolve, orderDecider.initialState).facets).toEqual(facets);
      }),
      { numRuns: 2000 },
    );
  });

  it('the happy path reaches PROCESSED (the generator can get there)', () => {
    const state = happyPath.reduce(
      (s, command) => orderDecider.decide(command, s).reduce(orderDecider.evolve, s),
      orderDecider.initialState,
    );
    expect(state.facets).toEqual({ status: 'PROCESSED', pick: 'PICKED', payment: 'PAID', packed: true });
  });
});
