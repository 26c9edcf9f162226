import type { SupportLiveServerFrame } from '@ledgerhouse/contracts';
import { SupportLiveClient, type LiveSocketEvents, type LiveSocketLike, type SupportLiveState } from './support-live-client';

class FakeSocket implements LiveSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  constructor(private readonly on: LiveSocketEvents) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  opened() {
    this.readyState = 1;
    this.on.open();
  }
  message(data: string) {
    this.on.message(data);
  }
  receive(frame: SupportLiveServerFrame) {
    this.on.message(JSON.stringify(frame));
  }
  dropped(code: number) {
    this.readyState = 3;
    this.on.close(code);
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const states: SupportLiveState[] = [];
  const frames: SupportLiveServerFrame[] = [];
  let token = 'token-1';
  let refreshes = 0;
  const client = new SupportLiveClient({
    url: 'ws://app.example/api/support/live',
    openSocket: (_url, on) => {
      const socket = new FakeSocket(on);
      sockets.push(socket);
      return socket;
    },
    token: () => token,
    refresh: async () => {
      refreshes++;
      token = `token-${refreshes + 1}`;
      return true;
    },
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => ((timer as { cleared: boolean }).cleared = true),
    random: () => 0.5,
  });
  const pending = (ms?: number) => timers.filter((t) => !t.cleared && (ms === undefined || t.ms === ms));
  return { client, sockets, states, frames, pending, refreshes: () => refreshes, setToken: (t: string) => (token = t) };
}

const ready: SupportLiveServerFrame = { type: 'ready', userId: 'u1', expiresAt: new Date(Date.now() + 900_000).toISOString() };

describe('the live support client', () => {
  it('authenticates with the current token when the socket opens and is live after ready', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].opened();
    expect(h.sockets[0].sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    h.sockets[0].receive(ready);
    expect(h.states).toEqual(['connecting', 'live']);
  });

  it('re-sends auth on the open socket when the token is refreshed', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].opened();
    h.setToken('token-refreshed');
    h.client.tokenChanged();
    h.client.tokenChanged();
    expect(h.sockets[0].sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'auth', token: 'token-refreshed' },
    ]);
  });

  it('reports every valid frame and ignores malformed ones', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].opened();
    h.sockets[0].message('not json');
    h.sockets[0].message(JSON.stringify({ type: 'mystery' }));
    const chat: SupportLiveServerFrame = { type: 'chat', chatId: 'c1', sellerId: 's1', change: 'ENDED', status: 'ENDED', position: '1' };
    h.sockets[0].receive(chat);
    expect(h.frames).toEqual([chat]);
  });

  it('falls back to polling when the socket drops and reconnects with growing back-off', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].opened();
    h.sockets[0].receive(ready);
    h.sockets[0].dropped(1006);
    expect(h.states.at(-1)).toBe('polling');
    const first = h.pending().at(-1)!;
    first.run();
    h.sockets[1].dropped(1006);
    const second = h.pending().at(-1)!;
    expect(second.ms).toBeGreaterThan(first.ms);
    second.run();
    h.sockets[2].opened();
    h.sockets[2].receive(ready);
    expect(h.states.at(-1)).toBe('live');
  });

  it('renews the token before reconnecting after a 4001 close', async () => {
    const h = harness();
    h.client.start();
    h.sockets[0].opened();
    h.sockets[0].dropped(4001);
    await Promise.resolve();
    await Promise.resolve();
    expect(h.refreshes()).toBe(1);
    h.pending().at(-1)!.run();
    h.sockets[1].opened();
    expect(h.sockets[1].sent).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('opens nothing more once stopped', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].opened();
    h.client.stop();
    expect(h.pending()).toEqual([]);
    expect(h.sockets).toHaveLength(1);
  });
});
