// A test client of the live support socket: opens it on an app's URL, collects the frames it gets, waits (bounded)
// for a frame or for the close.
import { WebSocket } from 'ws';
import { SUPPORT_LIVE_PATH, type SupportLiveServerFrame } from '@ledgerhouse/contracts';

export interface LiveSocket {
  frames: SupportLiveServerFrame[];
  send(frame: unknown): void;
  /** The first frame (already received or to come) that matches; rejects after `timeoutMs`. */
  next(match: (frame: SupportLiveServerFrame) => boolean, timeoutMs?: number): Promise<SupportLiveServerFrame>;
  /** Sends auth and waits for its `ready`. */
  auth(token: string): Promise<Extract<SupportLiveServerFrame, { type: 'ready' }>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** The close code, or a rejection when the server has not closed the socket within `timeoutMs`. */
  closedWithin(timeoutMs: number): Promise<number>;
  close(): Promise<void>;
}

export async function openLiveSocket(baseUrl: string): Promise<LiveSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${SUPPORT_LIVE_PATH}`);
  const frames: SupportLiveServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as SupportLiveServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next: LiveSocket['next'] = (match, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return;
        finish();
        resolve(found);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no matching live frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return {
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    next,
    async auth(token) {
      const from = frames.length;
      socket.send(JSON.stringify({ type: 'auth', token }));
      const ready = await next((f) => f.type === 'ready' && frames.indexOf(f) >= from);
      return ready as Extract<SupportLiveServerFrame, { type: 'ready' }>;
    },
    closed,
    closedWithin: (timeoutMs) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<number>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the socket was still open after ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([closed, late]).finally(() => clearTimeout(timer));
    },
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
}
