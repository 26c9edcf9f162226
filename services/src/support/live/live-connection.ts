// One support socket: who it is (once authenticated), until when, and a send that never blocks the fan-out.
import { WebSocket } from 'ws';
import type { SupportLiveServerFrame } from '@ledgerhouse/contracts';
import { FrameBudget, SOCKET_AUTH_FRAMES, SOCKET_FRAMES } from './frame-budget';
import type { LiveIdentity } from './live-audience';

/** A socket this far behind reading stops getting frames (at-most-once delivery: its client refetches anyway). */
const MAX_BUFFERED_BYTES = 1 << 20;

export class LiveConnection {
  identity: LiveIdentity | null = null;
  expiresAt: Date | null = null;
  /** The token the identity came from, and when it was last checked (its session may end before it expires). */
  token: string | null = null;
  checkedAt: Date | null = null;
  /** The login session of the token: its logout closes the socket. */
  sessionId: string | null = null;
  /** What this socket may still send: every frame, and auth frames (a token check each) on their own. */
  readonly frames = new FrameBudget(SOCKET_FRAMES);
  readonly authFrames = new FrameBudget(SOCKET_AUTH_FRAMES);
  /** The feed was acquired for this socket and must be released when it closes. */
  holdsFeed = false;
  /** Answered the last heartbeat ping. */
  alive = true;
  /** Frames of one socket are handled one after another (an auth and a ping must not overtake each other). */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly openedAt: Date,
  ) {}

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  expiredAt(now: Date): boolean {
    return this.expiresAt !== null && this.expiresAt.getTime() <= now.getTime();
  }

  send(frame: SupportLiveServerFrame | string): void {
    if (!this.open || this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.close(code, reason);
  }

  inTurn(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work);
    return this.queue;
  }
}
