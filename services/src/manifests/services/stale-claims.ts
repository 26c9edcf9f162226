// A claim left behind: an order put on a manifest whose create stopped before the manifest was recorded (the orders are
// claimed first). No manifest stream holds it, so nothing would ever hand the order over; once the claim is a minute
// old (a create in progress takes milliseconds between the two) it counts as free and is taken back before a new claim.
import { Inject, Injectable } from '@nestjs/common';
import type { OrderEvent } from '@ledgerhouse/contracts';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { CLOCK, EVENT_STORE } from '../../persistence/tokens';
import { manifestDecider, manifestStream } from '../domain/manifest';

export const STALE_CLAIM_MS = 60_000;
/** The orders context's stream of one order (its name is part of the stored data's contract). */
const orderStream = (orderId: string) => `order-${orderId}`;

type Claimed = Extract<OrderEvent, { type: 'OrderAddedToManifest' }>;

@Injectable()
export class StaleClaims {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when `manifestId`'s claim on the order was never followed by the manifest itself, and is old enough. */
  async isStale(orderId: string, manifestId: string): Promise<boolean> {
    const manifest = await loadState(this.store, manifestStream(manifestId), manifestDecider);
    if (manifest.status !== null) return false;
    const events = await this.store.readStream(orderStream(orderId));
    const claim = events.findLast((e) => e.type === 'OrderAddedToManifest' && (e.data as Claimed['data']).manifestId === manifestId);
    if (!claim) return false;
    return this.clock.now().getTime() - Date.parse((claim.data as Claimed['data']).at) >= STALE_CLAIM_MS;
  }
}
