// The statement's own check: a wallet's balance before an instant, folded from its events (every top-up in, every
// spending out, by the time each was booked), never from the balances the events or the read models state. A fold may
// start from a ledger checkpoint (decision 0044): the balance of the stream's first `version` events, all booked before
// `boundary`, so every later instant's balance is that plus the fold of the events after it.
import type { WalletEvent } from '@ledgerhouse/contracts';

interface BookedEvent {
  type: string;
  data: unknown;
  version: number;
}

/** The balance of a stream's events 1..version (version 0: none), every one of them booked before `boundary`. */
export interface LedgerCheckpoint<P = string> {
  boundary: Date;
  version: number;
  /** The global position of the event at `version` (null for version 0). */
  position: P | null;
  balanceCents: number;
}

const movement = (raw: { type: string; data: unknown }): number => {
  const event = raw as WalletEvent;
  if (event.type === 'WalletToppedUp') return event.data.amountCents;
  if (event.type === 'WalletSpent') return -event.data.amountCents;
  return 0;
};

const bookedAt = (raw: { data: unknown }): number => Date.parse((raw.data as { at?: string }).at ?? '');

/** `events` are the ones after the checkpoint (all of them without one), in stream order. */
export function ledgerBalanceBefore(events: readonly { type: string; data: unknown }[], instant: Date, fromCents = 0): number {
  let balance = fromCents;
  for (const event of events) if (bookedAt(event) < instant.getTime()) balance += movement(event);
  return balance;
}

/**
 * The checkpoints at `boundaries` (ascending, after `from`'s) that move past `from`: at each, the longest run of
 * `events` (those after `from`, in stream order) booked before it. An event booked at or after a boundary ends the
 * run, so an event booked out of order is never folded into a checkpoint that leaves it behind.
 */
export function ledgerCheckpoints<P>(
  from: LedgerCheckpoint<P>,
  events: readonly (BookedEvent & { position: P })[],
  boundaries: readonly Date[],
): LedgerCheckpoint<P>[] {
  const out: LedgerCheckpoint<P>[] = [];
  let last = from;
  let i = 0;
  for (const boundary of boundaries) {
    let { version, position, balanceCents } = last;
    for (; i < events.length && bookedAt(events[i]!) < boundary.getTime(); i++) {
      ({ version, position } = events[i]!);
      balanceCents += movement(events[i]!);
    }
    if (version === last.version) continue;
    last = { boundary, version, position, balanceCents };
    out.push(last);
  }
  return out;
}
