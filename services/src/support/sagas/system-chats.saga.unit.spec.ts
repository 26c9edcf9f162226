import type { CommandBus } from '@nestjs/cqrs';
import type { Clock, EventStore, StoredEvent } from '@ledgerhouse/infra';
import type { OpenSupportChat } from '../commands/open-support-chat';
import { SystemChatsSaga } from './system-chats.saga';

const now = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function sagaWith(streams: Record<string, { type: string; data: unknown }[]> = {}) {
  const opened: OpenSupportChat[] = [];
  const bus = { execute: async (command: OpenSupportChat) => opened.push(command) } as unknown as CommandBus;
  const store = { readStream: async (id: string) => streams[id] ?? [] } as unknown as EventStore;
  const clock: Clock = { now: () => now };
  return { saga: new SystemChatsSaga(bus, store, clock), opened };
}

const event = (streamId: string, type: string, data: unknown, version = 1): StoredEvent =>
  ({ streamId, type, data, version, metadata: { userId: null }, position: '1.1', recordedAt: now }) as unknown as StoredEvent;

describe('SystemChatsSaga', () => {
  it('opens a chat for a refused card top-up of this week', async () => {
    const { saga, opened } = sagaWith();
    const failed = { entryId: 'e1', source: 'MANUAL_FUND', amountCents: 100, failure: 'CARD_DECLINED', at: daysAgo(1) };
    await saga.react(event('wallet-s1', 'TopUpFailed', failed));
    expect(opened.map((c) => c.input)).toEqual([expect.objectContaining({ sellerId: 's1', category: 'FUND_WALLET' })]);
  });

  it('opens nothing for a trigger more than a week old (a saga starting on old history)', async () => {
    const { saga, opened } = sagaWith();
    await saga.react(
      event('wallet-s1', 'TopUpFailed', { entryId: 'e1', source: 'AUTO_FUND', amountCents: 1, failure: 'CARD_DECLINED', at: daysAgo(8) }),
    );
    await saga.react(event('subscription-s1', 'SubscriptionEnded', { plan: 'basic', reason: 'RENEWAL_FAILED', at: daysAgo(30) }));
    expect(opened).toEqual([]);
  });

  it('opens nothing for a subscription that ended for another reason than a failed renewal', async () => {
    const { saga, opened } = sagaWith();
    for (const reason of ['DOWNGRADED', 'ACCOUNT_DEACTIVATED', 'REPLACED'])
      await saga.react(event('subscription-s1', 'SubscriptionEnded', { plan: 'basic', reason, at: daysAgo(0) }));
    expect(opened).toEqual([]);
  });

  it('names the channel by its latest name and learns the seller from its connection', async () => {
    const connected = { channelId: 'c1', sellerId: 's1', marketplace: 'EBAY', name: 'Old name' };
    const { saga, opened } = sagaWith({
      'channel-c1': [
        { type: 'SalesChannelConnected', data: connected },
        { type: 'SalesChannelRenamed', data: { name: 'New name' } },
      ],
    });
    await saga.react(event('channel-c1', 'SalesChannelTokenInvalidated', { failure: { code: 'X', message: 'x' }, at: daysAgo(0) }, 3));
    expect(opened[0]?.input).toMatchObject({ sellerId: 's1', template: { params: { channelName: 'New name', marketplace: 'EBAY' } } });
  });

  it('leaves the waiting orders to record: short starts a wait at the event time, reserved and canceled end it', async () => {
    const { saga, opened } = sagaWith();
    const at = daysAgo(0);
    expect(await saga.react(event('order-o1', 'OrderReservationShort', { missing: [], at }))).toEqual({ start: new Date(at) });
    expect(await saga.react(event('order-o1', 'OrderReserved', { at }))).toEqual({ stop: true });
    expect(await saga.react(event('order-o1', 'OrderCanceled', { at }))).toEqual({ stop: true });
    expect(opened).toEqual([]);
  });

  it('passes over an order reserved right after its placement (it never waited), and takes one reserved after a wait', () => {
    const { saga } = sagaWith();
    const at = daysAgo(0);
    expect(saga.wants(event('order-o1', 'OrderReserved', { at }, 2))).toBe(false);
    expect(saga.wants(event('order-o1', 'OrderReserved', { at }, 4))).toBe(true);
    expect(saga.wants(event('order-o1', 'OrderReservationShort', { missing: [], at }, 2))).toBe(true);
  });
});
