// What each trigger opens: category, numbered subject, initiator, trigger and the templated first message (params are
// data only: numbers, ids, names, cents, codes). Pure, so each opening is tested without the saga around it.
import {
  PLAN_TERMS,
  type CardFailure,
  type Plan,
  type SupportCategory,
  type SupportTrigger,
  type TopUpSource,
} from '@ledgerhouse/contracts';
import type { OpenSupportChatInput } from '../commands/open-support-chat';
import { systemChatId } from './system-chat-id';

type Opening = OpenSupportChatInput & { chatId: string };

/** A chat opened by Ledgerhouse: SYSTEM, no author, no text, no files. */
function systemOpening(
  input: Pick<OpenSupportChatInput, 'sellerId' | 'category' | 'subjectNumber' | 'template'> & {
    kind: SupportTrigger;
    ref: string;
    key: string;
  },
): Opening {
  return {
    chatId: systemChatId(input.kind, input.key),
    sellerId: input.sellerId,
    category: input.category,
    subjectNumber: input.subjectNumber,
    subject: null,
    initiator: 'SYSTEM',
    trigger: { kind: input.kind, ref: input.ref },
    authorId: null,
    text: '',
    template: input.template,
    fileIds: [],
  };
}

/** Subject numbers in SUPPORT_SUBJECTS (contracts/src/support/categories.ts). */
const SUBJECT = {
  shipmentNotReceived: { category: 'INBOUND_SHIPMENT', subjectNumber: 1 },
  topUpDidNotArrive: { category: 'FUND_WALLET', subjectNumber: 1 },
  autoTopUp: { category: 'FUND_WALLET', subjectNumber: 2 },
  subscription: { category: 'BILLING', subjectNumber: 3 },
  channelDoesNotSync: { category: 'TECHNICAL_ISSUES', subjectNumber: 3 },
  channelWithManager: { category: 'TECHNICAL_ISSUES', subjectNumber: 6 },
  orderNotShipped: { category: 'FULFILLMENT', subjectNumber: 1 },
} satisfies Record<string, { category: SupportCategory; subjectNumber: number }>;

export function inboundLostChat(shipment: { shipmentId: string; sellerId: string; number: string }): Opening {
  return systemOpening({
    ...SUBJECT.shipmentNotReceived,
    sellerId: shipment.sellerId,
    kind: 'INBOUND_LOST',
    ref: shipment.shipmentId,
    key: shipment.shipmentId,
    template: { key: 'INBOUND_LOST', params: { shipmentNumber: shipment.number, shipmentId: shipment.shipmentId } },
  });
}

/** A card top-up the processor refused; null for sources that never charge a card. */
export function topUpFailedChat(
  sellerId: string,
  topUp: { entryId: string; source: TopUpSource; amountCents: number; failure: CardFailure },
): Opening | null {
  if (topUp.source !== 'MANUAL_FUND' && topUp.source !== 'AUTO_FUND') return null;
  const auto = topUp.source === 'AUTO_FUND';
  return systemOpening({
    ...(auto ? SUBJECT.autoTopUp : SUBJECT.topUpDidNotArrive),
    sellerId,
    kind: 'PAYMENT_FAILED',
    ref: topUp.entryId,
    key: topUp.entryId,
    template: { key: auto ? 'AUTO_TOP_UP_FAILED' : 'TOP_UP_FAILED', params: { amountCents: topUp.amountCents, failure: topUp.failure } },
  });
}

/** `occurrence`: the SubscriptionEnded event (`<stream>@<version>`), so each failed renewal is its own chat. */
export function renewalFailedChat(sellerId: string, plan: Plan, occurrence: string): Opening {
  return systemOpening({
    ...SUBJECT.subscription,
    sellerId,
    kind: 'PAYMENT_FAILED',
    ref: occurrence,
    key: occurrence,
    template: { key: 'SUBSCRIPTION_RENEWAL_FAILED', params: { plan, amountCents: PLAN_TERMS[plan].priceCents } },
  });
}

/** `occurrence`: the SalesChannelTokenInvalidated event, so a token invalidated again after a reconnection opens a new chat. */
export function channelTokenInvalidChat(
  channel: { channelId: string; sellerId: string; name: string; marketplace: string },
  occurrence: string,
): Opening {
  return systemOpening({
    ...SUBJECT.channelDoesNotSync,
    sellerId: channel.sellerId,
    kind: 'CHANNEL_TOKEN_INVALID',
    ref: channel.channelId,
    key: occurrence,
    template: { key: 'CHANNEL_TOKEN_INVALID', params: { channelName: channel.name, marketplace: channel.marketplace } },
  });
}

/** One chat per order, however often it comes back short. */
export function insufficientGoodsChat(order: { orderId: string; sellerId: string; number: string; skus: string[] }): Opening {
  return systemOpening({
    ...SUBJECT.orderNotShipped,
    sellerId: order.sellerId,
    kind: 'ORDER_INSUFFICIENT_GOODS',
    ref: order.orderId,
    key: order.orderId,
    template: {
      key: 'ORDER_INSUFFICIENT_GOODS',
      params: { orderNumber: order.number, orderId: order.orderId, skus: order.skus.join(', ') },
    },
  });
}

/**
 * The seller asked for a channel set up with a manager's help: their own request (USER, written by them), so staff
 * answer it among the user-initiated chats; the request's fields are the first message's params.
 */
export function integrationRequestChat(request: {
  requestId: string;
  sellerId: string;
  marketplace: string;
  website: string | null;
  contactEmail: string;
  comment: string | null;
}): Opening {
  const params: Record<string, string> = { marketplace: request.marketplace, contactEmail: request.contactEmail };
  if (request.website) params.website = request.website;
  if (request.comment) params.comment = request.comment;
  return {
    ...systemOpening({
      ...SUBJECT.channelWithManager,
      sellerId: request.sellerId,
      kind: 'INTEGRATION_REQUEST',
      ref: request.requestId,
      key: request.requestId,
      template: { key: 'INTEGRATION_REQUEST', params },
    }),
    initiator: 'USER',
    authorId: request.sellerId,
  };
}
