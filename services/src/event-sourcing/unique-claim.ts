// One mechanism for values that belong to one owner at a time (a seller's SKUs, emails; later order numbers): a claim
// stream records which owner took the value and when it was given back. A create claims first and writes its owner
// stream second, so a create that dies in between leaves a claim whose owner never came into being; such a claim is
// released and taken again once it is older than ORPHAN_CLAIM_GRACE_MS (younger, its create may still be running); so
// is a claim whose owner ended (where the kind says how to tell) and whose release did not run.
import type { Clock, EventStore, KeyedQueue } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import type { Decider, DomainEvent } from './decider';
import { executeCommand } from './execute-command';
import { catchUpState } from './load-state';
import type { StreamStateCache } from './stream-state-cache';

/** Longer than any create takes between its claim and its owner's first event. */
export const ORPHAN_CLAIM_GRACE_MS = 60_000;

export interface UniqueClaimKind<Event extends DomainEvent> {
  /** The event that gives the value to `ownerId`, and the one that gives it back. */
  taken(ownerId: string): Event;
  released(ownerId: string): Event;
  /** Who holds the value after `event` (null once released). */
  holderAfter(event: Event): string | null;
  /** The stream whose first event means the owner exists. */
  ownerStream(ownerId: string): string;
  /** True when the owner stream's events say the owner is gone for good (a delete whose release never ran). */
  ownerEnded?(events: readonly { type: string }[]): boolean;
  /** The refusal when someone else holds the value. */
  conflict(): DomainError;
}

export type ClaimCommand = { type: 'Claim' | 'Release'; ownerId: string };

type ClaimDecider<Event extends DomainEvent> = Decider<ClaimCommand, Event, { holder: string | null }>;

/** One decider per kind, so the command path's cache of stream states knows it again. */
const claimDeciders = new WeakMap<object, ClaimDecider<DomainEvent>>();

export function claimDecider<Event extends DomainEvent>(kind: UniqueClaimKind<Event>): ClaimDecider<Event> {
  const known = claimDeciders.get(kind) as ClaimDecider<Event> | undefined;
  if (known) return known;
  const decider: ClaimDecider<Event> = {
    initialState: { holder: null },
    evolve: (_state, event) => ({ holder: kind.holderAfter(event) }),
    decide(command, state) {
      if (command.type === 'Release') return state.holder === command.ownerId ? [kind.released(command.ownerId)] : [];
      if (state.holder === command.ownerId) return [];
      if (state.holder) throw kind.conflict();
      return [kind.taken(command.ownerId)];
    },
  };
  claimDeciders.set(kind, decider as ClaimDecider<DomainEvent>);
  return decider;
}

/** The current holder of a claim stream, or null. */
export async function claimHolder<Event extends DomainEvent>(
  store: EventStore,
  kind: UniqueClaimKind<Event>,
  claimStream: string,
): Promise<string | null> {
  const events = await store.readStream(claimStream);
  return events.reduce<string | null>((_holder, e) => kind.holderAfter({ type: e.type, data: e.data } as Event), null);
}

type Deps = { store: EventStore; queue: KeyedQueue; states?: StreamStateCache };

/** Takes the value for `ownerId`; a claim left by an owner that never came into being is released first. */
export async function claimUnique<Event extends DomainEvent>(
  deps: Deps,
  clock: Clock,
  kind: UniqueClaimKind<Event>,
  claimStream: string,
  ownerId: string,
): Promise<void> {
  const decider = claimDecider(kind);
  try {
    await executeCommand(deps, claimStream, decider, { type: 'Claim', ownerId });
  } catch (err) {
    const orphan = err instanceof DomainError ? await orphanHolder(deps.store, clock, kind, claimStream) : null;
    if (!orphan) throw err;
    await executeCommand(deps, claimStream, decider, { type: 'Release', ownerId: orphan });
    await executeCommand(deps, claimStream, decider, { type: 'Claim', ownerId });
  }
}

/**
 * The claim's event and the stream's version when the value is free, for a caller that appends it with its owner's
 * first events at once, guarded by that version (so no orphan claim can be left); null when anyone holds it
 * (claimUnique then applies the rules). With a cache of stream states nothing is read: the copy in memory answers, and
 * a claim stream without one is taken as new (most values are: an order's number), which the guarded append refuses
 * when it is not; the caller then applies the rules too.
 */
export async function freeClaim<Event extends DomainEvent>(
  deps: Pick<Deps, 'store' | 'states'>,
  kind: UniqueClaimKind<Event>,
  claimStream: string,
  ownerId: string,
): Promise<{ events: Event[]; expectedVersion: number } | null> {
  const decider = claimDecider(kind);
  const known = deps.states
    ? (deps.states.get<{ holder: string | null }>(claimStream, decider) ?? { state: decider.initialState, version: 0 })
    : await catchUpState(deps.store, claimStream, decider, undefined);
  return known.state.holder === null ? { events: [kind.taken(ownerId)], expectedVersion: known.version } : null;
}

/** Gives the value back (a delete, or a change to another value). */
export async function releaseUnique<Event extends DomainEvent>(
  deps: Deps,
  kind: UniqueClaimKind<Event>,
  claimStream: string,
  ownerId: string,
): Promise<void> {
  await executeCommand(deps, claimStream, claimDecider(kind), { type: 'Release', ownerId });
}

/** The holder when its claim is older than the grace period and its owner never came into being or ended; else null. */
async function orphanHolder<Event extends DomainEvent>(
  store: EventStore,
  clock: Clock,
  kind: UniqueClaimKind<Event>,
  claimStream: string,
): Promise<string | null> {
  const events = await store.readStream(claimStream);
  const last = events.at(-1);
  const holder = last ? kind.holderAfter({ type: last.type, data: last.data } as Event) : null;
  if (!last || !holder) return null;
  if (clock.now().getTime() - last.recordedAt.getTime() < ORPHAN_CLAIM_GRACE_MS) return null;
  const owner = await store.readStream(kind.ownerStream(holder));
  return owner.length === 0 || kind.ownerEnded?.(owner) ? holder : null;
}
