import type { EventStore, StoredEvent } from '@ledgerhouse/infra';
import { FEED_IDLE_MS, SupportLiveFeed } from './support-live-feed';
import type { LiveFrames, SupportLiveFrames } from './support-live-frames';

function fakeStore() {
  const subscriptions: { from: string | null; handler: (batch: StoredEvent[]) => Promise<void>; stopped: boolean }[] = [];
  const store = {
    headPosition: async () => '42',
    subscribe: (from: string | null, handler: (batch: StoredEvent[]) => Promise<void>) => {
      const subscription = { from, handler, stopped: false };
      subscriptions.push(subscription);
      return {
        stop: async () => {
          subscription.stopped = true;
        },
      };
    },
  } as unknown as EventStore;
  return { store, subscriptions };
}

const event = (streamId: string, type = 'SupportChatArchived', position = '43'): StoredEvent =>
  ({ streamId, version: 1, type, data: {}, metadata: {}, position, recordedAt: new Date() }) as StoredEvent;

const config = { MIN_POSITION_WAIT_MS: 5000 };
/** A runner whose read models have applied everything; `waits` records what the feed waited for. */
function applied(waits: unknown[][] = []) {
  return { waitFor: async (...args: unknown[]) => (waits.push(args), true) };
}

describe('the live feed of one process', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('subscribes once, from the head, when the first socket joins', async () => {
    const { store, subscriptions } = fakeStore();
    const feed = new SupportLiveFeed(store, { framesFor: async () => null } as unknown as SupportLiveFrames, applied(), config);
    await feed.acquire();
    await feed.acquire();
    expect(subscriptions.map((s) => s.from)).toEqual(['42']);
  });

  it('stops reading a while after the last socket left, and starts again from the head for the next', async () => {
    const { store, subscriptions } = fakeStore();
    const feed = new SupportLiveFeed(store, { framesFor: async () => null } as unknown as SupportLiveFrames, applied(), config);
    await feed.acquire();
    feed.release();
    await jest.advanceTimersByTimeAsync(FEED_IDLE_MS);
    expect(subscriptions[0].stopped).toBe(true);
    await feed.acquire();
    expect(subscriptions).toHaveLength(2);
    await feed.onModuleDestroy();
    expect(subscriptions[1].stopped).toBe(true);
  });

  it('keeps reading when a socket joins within the idle time', async () => {
    const { store, subscriptions } = fakeStore();
    const feed = new SupportLiveFeed(store, { framesFor: async () => null } as unknown as SupportLiveFrames, applied(), config);
    await feed.acquire();
    feed.release();
    await feed.acquire();
    await jest.advanceTimersByTimeAsync(FEED_IDLE_MS * 2);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].stopped).toBe(false);
    await feed.onModuleDestroy();
  });

  it('hands only chat streams to the frame builder and drops a frame it cannot build instead of retrying the batch', async () => {
    const { store, subscriptions } = fakeStore();
    const built: string[] = [];
    const frames = {
      framesFor: async (e: StoredEvent) => {
        if (e.streamId === 'chat-broken') throw new Error('no such chat');
        built.push(e.streamId);
        return { chatId: e.streamId.slice(5), sellerId: 's1' } as LiveFrames;
      },
    } as unknown as SupportLiveFrames;
    const feed = new SupportLiveFeed(store, frames, applied(), config);
    const delivered: string[] = [];
    feed.deliverTo({ frames: (f) => delivered.push(f.chatId), sessionEnded: () => undefined, accountBlocked: () => undefined });
    await feed.acquire();
    await subscriptions[0].handler([event('order-1'), event('chat-broken'), event('chat-a')]);
    expect(built).toEqual(['chat-a']);
    expect(delivered).toEqual(['a']);
    await feed.onModuleDestroy();
  });

  it('passes on an ended session and a blocked account, whichever process wrote them', async () => {
    const { store, subscriptions } = fakeStore();
    const feed = new SupportLiveFeed(store, { framesFor: async () => null } as unknown as SupportLiveFrames, applied(), config);
    const news: string[] = [];
    feed.deliverTo({
      frames: () => undefined,
      sessionEnded: (id) => news.push(`session ${id}`),
      accountBlocked: (id) => news.push(`blocked ${id}`),
    });
    await feed.acquire();
    await subscriptions[0].handler([
      event('session-s1', 'SessionRefreshed'),
      event('session-s1', 'SessionEnded'),
      event('user-u1', 'ProfileUpdated'),
      event('user-u1', 'UserBlocked'),
      event('user-u2', 'UserUnblocked'),
    ]);
    expect(news).toEqual(['session s1', 'blocked u1']);
    await feed.onModuleDestroy();
  });

  it("sends a batch's chat frames once the support read model has applied the batch's last chat event", async () => {
    const { store, subscriptions } = fakeStore();
    const order: string[] = [];
    let apply = () => {};
    const readModels = {
      waitFor: (target: string, timeoutMs: number, only: string[]) => {
        order.push(`wait ${target} ${timeoutMs} ${only.join()}`);
        return new Promise<boolean>((resolve) => (apply = () => resolve(true)));
      },
    };
    const frames = { framesFor: async (e: StoredEvent) => ({ chatId: e.streamId.slice(5), sellerId: 's1' }) as LiveFrames };
    const feed = new SupportLiveFeed(store, frames as unknown as SupportLiveFrames, readModels, config);
    feed.deliverTo({ frames: (f) => order.push(`frame ${f.chatId}`), sessionEnded: () => undefined, accountBlocked: () => undefined });
    await feed.acquire();
    const delivered = subscriptions[0].handler([
      event('chat-a', 'SupportMessagePosted', '50'),
      event('chat-b', 'SupportChatRead', '51'),
      event('order-1', 'OrderPlaced', '52'),
    ]);
    await jest.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['wait 51 5000 support_chats']);
    apply();
    await delivered;
    expect(order).toEqual(['wait 51 5000 support_chats', 'frame a', 'frame b']);

    // A batch without a chat event waits for nothing.
    await subscriptions[0].handler([event('session-s1', 'SessionEnded', '53')]);
    expect(order).toHaveLength(3);
    await feed.onModuleDestroy();
  });
});
