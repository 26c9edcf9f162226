// An owner's endpoints hold numbered places, webhook-slot-<owner>-<0..MAX_WEBHOOK_ENDPOINTS-1>, each a unique claim:
// a create takes the first free place before it writes the endpoint, a delete gives it back. Two creations racing, in
// one process or several, can never both take the last place, where a count of the read model (behind the event store
// by the projection's lag) let both through. A create that fails after taking its place gives it back at once; one that
// died half-way, or a delete that died before its release, leaves a place that is taken back after the claim's grace
// period (unique-claim.ts; a create stalled longer than that between its place and its endpoint could exceed the limit).
import { ErrorCode, MAX_WEBHOOK_ENDPOINTS, webhookStream, type WebhookSlotEvent } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { claimUnique, releaseUnique, type UniqueClaimKind } from '../../event-sourcing/unique-claim';
import type { CommandDeps } from '../../persistence/tokens';

/** The owner of a set of places: a seller, or the warehouse (every manager shares its places). */
export type SlotOwner = { scope: 'SELLER'; userId: string } | { scope: 'WAREHOUSE' };

export const webhookSlotStream = (owner: SlotOwner, slot: number) =>
  `webhook-slot-${owner.scope === 'SELLER' ? owner.userId : 'warehouse'}-${slot}`;

const limitReached = () => new DomainError(ErrorCode.WEBHOOK_LIMIT_REACHED, { max: MAX_WEBHOOK_ENDPOINTS });

export const webhookSlot: UniqueClaimKind<WebhookSlotEvent> = {
  taken: (webhookId) => ({ type: 'WebhookSlotTaken', data: { webhookId } }),
  released: (webhookId) => ({ type: 'WebhookSlotReleased', data: { webhookId } }),
  holderAfter: (event) => (event.type === 'WebhookSlotTaken' ? event.data.webhookId : null),
  ownerStream: webhookStream,
  ownerEnded: (events) => events.at(-1)?.type === 'WebhookDeleted',
  conflict: limitReached,
};

/** Takes the owner's first free place for the endpoint, or refuses with WEBHOOK_LIMIT_REACHED when all are held. */
export async function takeWebhookSlot(deps: CommandDeps, clock: Clock, owner: SlotOwner, webhookId: string): Promise<void> {
  for (let slot = 0; slot < MAX_WEBHOOK_ENDPOINTS; slot++) {
    try {
      await claimUnique(deps, clock, webhookSlot, webhookSlotStream(owner, slot), webhookId);
      return;
    } catch (err) {
      // Held, or lost to other processes' appends five times running: either way, the next place.
      const taken =
        err instanceof DomainError && (err.code === ErrorCode.WEBHOOK_LIMIT_REACHED || err.code === ErrorCode.CONCURRENCY_CONFLICT);
      if (!taken) throw err;
    }
  }
  throw limitReached();
}

/** Gives back whichever place the endpoint holds (none held: nothing is written). */
export async function releaseWebhookSlot(deps: CommandDeps, owner: SlotOwner, webhookId: string): Promise<void> {
  for (let slot = 0; slot < MAX_WEBHOOK_ENDPOINTS; slot++)
    await releaseUnique(deps, webhookSlot, webhookSlotStream(owner, slot), webhookId);
}
