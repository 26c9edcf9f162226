// The status flow exhaustively: every status against every command answers exactly what INBOUND_TRANSITIONS allows,
// and a breadth-first walk from a new draft through every command never takes a step outside the table.
import { INBOUND_STATUSES, type InboundEvent, type InboundStatus } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { at, commands, created, histories, lines, delivery, products, seller } from './inbound-fixtures';
import { inboundShipmentDecider, unplacedUnits, type InboundCommand, type InboundState } from './inbound-shipment';
import { INBOUND_TRANSITIONS, nextStatus, type From } from './transitions';

const { given } = deciderSpec(inboundShipmentDecider);

/** Already done: the command answers nothing in the status it leads to. */
const DONE_IN: Partial<Record<InboundCommand['type'], InboundStatus>> = {
  Cancel: 'CANCELED',
  MarkDelivered: 'DELIVERED',
  StartCheck: 'CHECKING_DELIVERY',
  StartSearch: 'SEARCHING',
  Accept: 'ACCEPTED',
  MarkLost: 'LOST',
  FinishPlacement: 'LOCATED',
};

describe('inbound shipment transitions', () => {
  it('has a history for every status, each ending in that status', () => {
    for (const status of INBOUND_STATUSES) expect(given(...histories[status]).state.status).toBe(status);
  });

  describe.each(INBOUND_STATUSES)('in %s', (status) => {
    it.each(commands.map((c) => [c.command.type, c] as const))('%s does what the table says', (_name, { command, event }) => {
      const when = given(...histories[status]).when(command);
      if (DONE_IN[command.type] === status) return void when.thenNothing();
      const allowed = INBOUND_TRANSITIONS[event].from.includes(status);
      if (!allowed)
        return command.type === 'Cancel'
          ? when.thenThrows('INBOUND_CANNOT_BE_CANCELED', { status: 409 })
          : when.thenThrows('INBOUND_STATUS_CONFLICT', { params: { status }, status: 409 });
      // Allowed by the table, refused by a rule of its own: units still to place.
      if (command.type === 'FinishPlacement' && unplacedUnits(given(...histories[status]).state) > 0)
        return when.thenThrows('INBOUND_PLACEMENT_INCOMPLETE');
      expect(when.events.map((e) => e.type)).toEqual([event]);
    });
  });

  it('a new shipment starts as DRAFT and nothing but creating starts one', () => {
    const create: InboundCommand = {
      type: 'CreateDraft',
      shipmentId: 'ship-1',
      sellerId: seller,
      number: 'IN-000001',
      shipmentType: 'STANDARD',
      lines,
      delivery,
      products,
      at,
    };
    expect(given().when(create).events).toEqual([created]);
    for (const { command } of commands) given().when(command).thenThrows('NOT_FOUND');
  });

  it('a deleted draft is gone: every command is NOT_FOUND', () => {
    const gone = given(created, { type: 'InboundDraftDeleted', data: { at: at.toISOString() } });
    for (const { command } of commands) gone.when(command).thenThrows('NOT_FOUND');
  });

  it('walking every command from a new draft, breadth first, never leaves the table', () => {
    type Node = { history: InboundEvent[]; state: InboundState };
    const fold = (history: InboundEvent[]) => history.reduce(inboundShipmentDecider.evolve, inboundShipmentDecider.initialState);
    // Scans get a fresh id per step so that counting can go on; the key keeps the walk finite.
    const key = (s: InboundState) =>
      `${String(s.status)}|${Object.values(s.received).some((c) => c.good > 0)}|${Math.min(unplacedUnits(s), 2)}`;
    const start = [created];
    const queue: Node[] = [{ history: start, state: fold(start) }];
    const seen = new Set([key(queue[0]!.state)]);
    const steps = new Set<string>();
    const reached = new Set<From | 'deleted'>(['DRAFT']);
    let walked = 0;
    while (queue.length > 0) {
      const { history, state } = queue.shift()!;
      for (const { command } of commands) {
        const fresh = { ...command, ...(command.type === 'Scan' ? { scanId: `scan-${walked}` } : {}) } as InboundCommand;
        if (fresh.type === 'Place') Object.assign(fresh, { placementId: `place-${walked}` });
        walked++;
        let events: InboundEvent[];
        try {
          events = inboundShipmentDecider.decide(fresh, state);
        } catch (err) {
          expect(err).toBeInstanceOf(DomainError);
          continue;
        }
        let status: From | 'deleted' = state.status;
        for (const event of events) {
          const next = status === 'deleted' ? undefined : nextStatus(status, event.type);
          expect({ from: status, event: event.type, allowed: next !== undefined }).toEqual({
            from: status,
            event: event.type,
            allowed: true,
          });
          steps.add(`${String(status)} -${event.type}-> ${String(next)}`);
          status = next!;
          reached.add(status);
        }
        const nextHistory = [...history, ...events];
        const nextState = fold(nextHistory);
        expect(nextState.status).toBe(status);
        if (!seen.has(key(nextState))) {
          seen.add(key(nextState));
          queue.push({ history: nextHistory, state: nextState });
        }
      }
    }
    // Everything the shipment itself can reach; the payment statuses follow LOCATED through the payment saga's decider.
    expect([...reached].sort()).toEqual(
      [
        'DRAFT',
        'NOT_DELIVERED',
        'CANCELED',
        'DELIVERED',
        'CHECKING_DELIVERY',
        'ACCEPTING',
        'SEARCHING',
        'ACCEPTED',
        'LOCATING',
        'LOCATED',
        'LOST',
        'deleted',
      ].sort(),
    );
    expect(steps.size).toBeGreaterThan(20);
  });
});
