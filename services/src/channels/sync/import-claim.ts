// channel-order-<channelId>-<sha256(channelOrderId)>: the one order a marketplace order became. The order's id is derived
// from the channel and the marketplace's id, so a pass that dies between the claim and the order, or two passes (two
// processes) importing the same order, claim for the same owner and place the same order: nothing is created twice.
import { createHash } from 'node:crypto';
import { ErrorCode, type ChannelOrderClaimEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const channelOrderClaimStream = (channelId: string, channelOrderId: string) =>
  `channel-order-${channelId}-${sha256(channelOrderId)}`;

/** A UUID (version 8, name-based) for the order a channel's marketplace order becomes: the same inputs, the same id. */
export function importedOrderId(channelId: string, channelOrderId: string): string {
  const hex = sha256(`${channelId}\n${channelOrderId}`).slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

type Claim = { orderId: string; channelOrderId: string; lines: { sku: string; channelLineId: string | null }[]; at: Date };

/** Claims the marketplace order for `orderId`; claimed before for it (a retried or concurrent pass):
 * nothing to do. Never given back: the order it became stays its order, canceled or not. */
export const channelOrderClaimDecider: Decider<Claim, ChannelOrderClaimEvent, { holder: string | null }> = {
  initialState: { holder: null },
  evolve: (_state, event) => ({ holder: event.data.orderId }),
  decide({ orderId, channelOrderId, lines, at }, { holder }) {
    if (holder === orderId) return [];
    if (holder) throw new DomainError(ErrorCode.CONCURRENCY_CONFLICT);
    return [{ type: 'ChannelOrderClaimed', data: { orderId, channelOrderId, lines, at: at.toISOString() } }];
  },
};
