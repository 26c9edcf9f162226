// Opens support chats from other contexts' events, with a templated first message (system-chat-openings.ts):
// - an inbound shipment marked LOST (INBOUND_SHIPMENT);
// - a payment failed: a card top-up the processor refused, manual or automatic (FUND_WALLET), and a subscription that
//   ended because its renewal could not be paid (BILLING). Wallet shortfalls of inbound shipments, orders and storage
//   fees open nothing: they are not failed payments but charges waiting for money, shown as PAYMENT_FAILED on their
//   own pages and charged again by their sagas after the next top-up;
// - a sales channel's token invalidated (TECHNICAL_ISSUES);
// - an order INSUFFICIENT_GOODS for a day (FULFILLMENT): the saga keeps the waiting orders, stuck-order-chats.ts opens;
// - a seller's request for an integration set up with a manager's help (TECHNICAL_ISSUES, initiator USER).
// Blocked sellers get these chats too: support stays open to them (spec 1, 6). Each chat's id is derived from its
// trigger, so a redelivered event opens nothing twice. A trigger more than a week old (a saga starting on old history)
// opens nothing: such a chat would help nobody.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Transaction } from 'kysely';
import type { ChannelsEvent, InboundEvent, OrderEvent, SalesChannelEvent, SubscriptionEvent, WalletEvent } from '@ledgerhouse/contracts';
import type { Clock, EventStore, StoredEvent } from '@ledgerhouse/infra';
import { CLOCK, EVENT_STORE } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import type { SagaTables } from '../../sagas/saga-tables';
import { OpenSupportChat, type OpenSupportChatInput } from '../commands/open-support-chat';
import {
  channelTokenInvalidChat,
  inboundLostChat,
  integrationRequestChat,
  renewalFailedChat,
  topUpFailedChat,
} from './system-chat-openings';
import { startWaiting, stopWaiting, type StuckOrderTables } from './stuck-orders-table';

const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

type Data<E extends { type: string; data: unknown }, T extends E['type']> = Extract<E, { type: T }>['data'];

/** What `record` does with the waiting orders. */
type WaitChange = { start: Date } | { stop: true } | undefined;

@Injectable()
export class SystemChatsSaga implements Saga {
  readonly name = 'support-system-chats';
  readonly handles = [
    'InboundMarkedLost',
    'TopUpFailed',
    'SubscriptionEnded',
    'SalesChannelTokenInvalidated',
    'IntegrationRequested',
    'OrderReservationShort',
    'OrderReserved',
    'OrderCanceled',
  ];

  /**
   * An order reserved right after its placement (version 2: nothing between) never waited, so there is no wait to stop:
   * no step, no transaction (every seller's order placed with stock in hand).
   */
  wants(event: StoredEvent): boolean {
    return event.type !== 'OrderReserved' || event.version > 2;
  }

  constructor(
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async react(event: StoredEvent): Promise<WaitChange> {
    switch (event.type) {
      case 'OrderReservationShort':
        return { start: new Date((event.data as Data<OrderEvent, 'OrderReservationShort'>).at) };
      case 'OrderReserved':
      case 'OrderCanceled':
        return { stop: true };
      default:
        await this.open(await this.openingFor(event));
        return undefined;
    }
  }

  async record(trx: Transaction<SagaTables>, event: StoredEvent, reacted: unknown): Promise<void> {
    const change = reacted as WaitChange;
    if (!change) return;
    const db = trx as unknown as Transaction<StuckOrderTables>;
    const orderId = event.streamId.replace(/^order-/, '');
    if ('start' in change) await startWaiting(db, orderId, change.start);
    else await stopWaiting(db, orderId);
  }

  private async openingFor(event: StoredEvent): Promise<OpenSupportChatInput | null> {
    const occurrence = `${event.streamId}@${event.version}`;
    switch (event.type) {
      case 'InboundMarkedLost': {
        if (this.stale((event.data as Data<InboundEvent, 'InboundMarkedLost'>).at)) return null;
        const history = await this.store.readStream(event.streamId);
        const created = history.find((e) => e.type === 'InboundDraftCreated')?.data as
          Data<InboundEvent, 'InboundDraftCreated'> | undefined;
        return created ? inboundLostChat(created) : null;
      }
      case 'TopUpFailed': {
        const failed = event.data as Data<WalletEvent, 'TopUpFailed'>;
        return this.stale(failed.at) ? null : topUpFailedChat(event.streamId.replace(/^wallet-/, ''), failed);
      }
      case 'SubscriptionEnded': {
        const ended = event.data as Data<SubscriptionEvent, 'SubscriptionEnded'>;
        if (ended.reason !== 'RENEWAL_FAILED' || this.stale(ended.at)) return null;
        return renewalFailedChat(event.streamId.replace(/^subscription-/, ''), ended.plan, occurrence);
      }
      case 'SalesChannelTokenInvalidated': {
        if (this.stale((event.data as Data<SalesChannelEvent, 'SalesChannelTokenInvalidated'>).at)) return null;
        const history = (await this.store.readStream(event.streamId)) as unknown as SalesChannelEvent[];
        const connected = history.find((e) => e.type === 'SalesChannelConnected')?.data;
        if (!connected) return null;
        const renamed = history.findLast((e) => e.type === 'SalesChannelRenamed')?.data as { name: string } | undefined;
        const channel = { channelId: connected.channelId, sellerId: connected.sellerId, marketplace: connected.marketplace };
        return channelTokenInvalidChat({ ...channel, name: renamed?.name ?? connected.name }, occurrence);
      }
      case 'IntegrationRequested': {
        const request = event.data as Data<ChannelsEvent, 'IntegrationRequested'>;
        const sellerId = request.sellerId ?? event.metadata.userId;
        if (!sellerId || this.stale(request.requestedAt)) return null;
        return integrationRequestChat({ ...request, sellerId });
      }
      default:
        return null;
    }
  }

  private async open(input: OpenSupportChatInput | null): Promise<void> {
    if (input) await this.bus.execute(new OpenSupportChat(input));
  }

  private stale(at: string): boolean {
    return this.clock.now().getTime() - new Date(at).getTime() > STALE_AFTER_MS;
  }
}
