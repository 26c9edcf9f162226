// The live support socket's client, free of React so it can be tested with a fake socket: connects, authenticates
// with the current access token (again after every refresh), reconnects with back-off, and reports every frame.
import { SUPPORT_LIVE_CLOSE, supportLiveServerFrame, type SupportLiveServerFrame } from '@ledgerhouse/contracts';

export type SupportLiveState = 'live' | 'connecting' | 'polling';

/** The part of the browser's WebSocket the client uses. */
export interface LiveSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
}

export interface LiveSocketEvents {
  open(): void;
  message(data: unknown): void;
  close(code: number): void;
}

export interface SupportLiveClientOptions {
  url: string;
  openSocket(url: string, on: LiveSocketEvents): LiveSocketLike;
  /** The current access token; null when signed out. */
  token(): string | null;
  /** Renews the access token (the API client's shared refresh); true when a new one is stored. */
  refresh(): Promise<boolean>;
  onFrame(frame: SupportLiveServerFrame): void;
  onState(state: SupportLiveState): void;
  /** Injected for tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

const OPEN = 1;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Keeps idle proxies from dropping the socket. */
const PING_MS = 25_000;
/** Refresh this long before the server would close the socket for an expired token. */
const REFRESH_AHEAD_MS = 60_000;

export class SupportLiveClient {
  private socket: LiveSocketLike | null = null;
  private sentToken: string | null = null;
  private retries = 0;
  private stopped = false;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private refreshTimer: unknown = null;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: SupportLiveClientOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  start(): void {
    this.options.onState('connecting');
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  /** The access token changed (a refresh, or a new sign-in in this tab): an open socket re-authenticates with it. */
  tokenChanged(): void {
    const token = this.options.token();
    if (token && token !== this.sentToken && this.socket?.readyState === OPEN) this.authenticate(token);
  }

  private connect(): void {
    if (this.stopped) return;
    // Events of a socket this client has since left (stopped, or replaced) are ignored.
    const current = () => this.socket === socket && !this.stopped;
    const socket: LiveSocketLike = this.options.openSocket(this.options.url, {
      open: () => {
        if (!current()) return;
        const token = this.options.token();
        if (token) this.authenticate(token);
        else socket.close(1000);
      },
      message: (data) => current() && this.received(data),
      close: (code) => current() && this.closed(code),
    });
    this.socket = socket;
  }

  private authenticate(token: string): void {
    this.sentToken = token;
    this.socket?.send(JSON.stringify({ type: 'auth', token }));
  }

  private received(data: unknown): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    const frame = supportLiveServerFrame.safeParse(parsed);
    if (!frame.success) return;
    if (frame.data.type === 'ready') this.ready(frame.data.expiresAt);
    this.options.onFrame(frame.data);
  }

  private ready(expiresAt: string): void {
    this.retries = 0;
    this.options.onState('live');
    if (this.pingTimer === null) this.schedulePing();
    if (this.refreshTimer !== null) this.clearTimer(this.refreshTimer);
    const wait = Math.max(5_000, new Date(expiresAt).getTime() - Date.now() - REFRESH_AHEAD_MS);
    // The new token reaches the socket through tokenChanged(), like any other refresh.
    this.refreshTimer = this.setTimer(() => {
      this.refreshTimer = null;
      void this.options.refresh();
    }, wait);
  }

  private schedulePing(): void {
    this.pingTimer = this.setTimer(() => {
      if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'ping' }));
      this.schedulePing();
    }, PING_MS);
  }

  private closed(code: number): void {
    this.socket = null;
    this.sentToken = null;
    this.clearTimers();
    if (this.stopped) return;
    this.options.onState('polling');
    const retry = () => {
      const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.retries++);
      this.retryTimer = this.setTimer(() => this.connect(), base / 2 + (this.options.random ?? Math.random)() * (base / 2));
    };
    // Unauthenticated: the token expired or was refused; renew it (the API client ends the session if it cannot).
    if (code === SUPPORT_LIVE_CLOSE.UNAUTHENTICATED) void this.options.refresh().finally(retry);
    else retry();
  }

  private clearTimers(): void {
    for (const timer of [this.retryTimer, this.pingTimer, this.refreshTimer]) if (timer !== null) this.clearTimer(timer);
    this.retryTimer = this.pingTimer = this.refreshTimer = null;
  }
}
