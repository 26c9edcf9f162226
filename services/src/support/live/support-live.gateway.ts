// The live support socket (contracts/src/api/support-live.ts): in-band authentication with the access token, re-sent
// after every refresh; frames from the process's live feed, filtered per socket (sellers: their chats; staff: all).
// Cross-site pages can open a WebSocket to us, but without a token they get nothing: no cookie authenticates here.
// Frames are budgeted per socket and per user (frame-budget.ts); a socket over budget is closed with TOO_MANY. A
// logout or a block closes the sockets it concerns when the live feed brings the event, from any process.
import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { WebSocketGateway, type OnGatewayConnection } from '@nestjs/websockets';
import type { RawData, WebSocket } from 'ws';
import { SUPPORT_LIVE_CLOSE, SUPPORT_LIVE_PATH, supportLiveClientFrame } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { AuthenticateAccessToken } from '../../identity/queries/authenticate-access-token.query';
import { CLOCK } from '../../persistence/tokens';
import { FrameBudget, MAX_SOCKETS_PER_USER, USER_FRAMES } from './frame-budget';
import { liveIdentity, mayReceive, mayConnect } from './live-audience';
import { LiveConnection } from './live-connection';
import { SupportLiveFeed } from './support-live-feed';
import type { LiveFrames } from './support-live-frames';

/** A socket must authenticate this soon after opening (contract). */
export const AUTH_DEADLINE_MS = 10_000;
/** How often deadlines and expiries are checked against the app's clock (a test clock moves them too). */
const SWEEP_MS = 1_000;
/** An authenticated socket's token is checked again this often, so a logout or revoked session ends it too. */
export const RECHECK_MS = 60_000;
/** Heartbeat: a socket that did not answer the previous ping within this many sweeps is dropped (dead TCP peers). */
const HEARTBEAT_SWEEPS = 30;
/** Policy violation: a binary or malformed frame. */
const MALFORMED = 1008;
const INTERNAL_ERROR = 1011;

@WebSocketGateway({ path: SUPPORT_LIVE_PATH, maxPayload: 16 * 1024 })
export class SupportLiveGateway implements OnGatewayConnection, OnModuleDestroy {
  private readonly logger = new Logger(SupportLiveGateway.name);
  private readonly connections = new Set<LiveConnection>();
  /** Per user on this process: the frames all their sockets may still send (dropped with their last socket). */
  private readonly userFrames = new Map<string, FrameBudget>();
  private sweeper: NodeJS.Timeout | null = null;
  private sweeps = 0;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly feed: SupportLiveFeed,
  ) {
    feed.deliverTo({
      frames: (frames) => this.publish(frames),
      sessionEnded: (sessionId) => this.sessionEnded(sessionId),
      accountBlocked: (userId) => this.accountBlocked(userId),
    });
  }

  handleConnection(socket: WebSocket): void {
    const connection = new LiveConnection(socket, this.clock.now());
    this.connections.add(connection);
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_MS).unref();
    socket.on('pong', () => (connection.alive = true));
    socket.on('message', (data, isBinary) => void this.received(connection, data, isBinary));
    socket.on('close', () => this.closed(connection));
  }

  onModuleDestroy(): void {
    this.stopSweeper();
  }

  private async received(connection: LiveConnection, data: RawData, isBinary: boolean): Promise<void> {
    if (!this.withinBudget(connection)) return connection.close(SUPPORT_LIVE_CLOSE.TOO_MANY, 'too many frames');
    const frame = isBinary ? null : supportLiveClientFrame.safeParse(parseJson(data.toString()));
    if (!frame?.success) return connection.close(MALFORMED, 'malformed frame');
    if (frame.data.type === 'auth' && !connection.authFrames.take())
      return connection.close(SUPPORT_LIVE_CLOSE.TOO_MANY, 'too many auth frames');
    await connection
      .inTurn(async () => {
        if (frame.data.type === 'auth') return this.authenticate(connection, frame.data.token);
        if (!connection.identity) return;
        if (connection.expiredAt(this.clock.now())) return connection.close(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED, 'token expired');
        connection.send({ type: 'pong' });
      })
      .catch((err: unknown) => {
        this.logger.warn(`support live socket: ${String(err)}`);
        connection.close(INTERNAL_ERROR, 'try again');
      });
  }

  /** First authentication or a refreshed token: the socket's identity and expiry become the new token's. */
  private async authenticate(connection: LiveConnection, token: string): Promise<void> {
    const caller = await this.queries.execute(new AuthenticateAccessToken(token));
    // The socket closed while the token was checked: it must not take the feed (nothing would release it).
    if (!this.connections.has(connection)) return;
    if (!caller) return connection.close(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED, 'invalid token');
    if (!mayConnect(caller)) return connection.close(SUPPORT_LIVE_CLOSE.FORBIDDEN, 'account blocked');
    if (connection.identity?.userId !== caller.userId && this.socketsOf(caller.userId) >= MAX_SOCKETS_PER_USER)
      return connection.close(SUPPORT_LIVE_CLOSE.TOO_MANY, 'too many sockets');
    connection.identity = liveIdentity(caller.userId, caller.userType);
    connection.expiresAt = caller.expiresAt;
    connection.token = token;
    connection.sessionId = caller.sessionId;
    connection.checkedAt = this.clock.now();
    if (!connection.holdsFeed) {
      connection.holdsFeed = true;
      await this.feed.acquire();
    }
    connection.send({ type: 'ready', userId: caller.userId, expiresAt: caller.expiresAt.toISOString() });
  }

  private publish(frames: LiveFrames): void {
    const now = this.clock.now();
    let forSeller: string | null = null;
    let forStaff: string | null = null;
    for (const connection of this.connections) {
      const identity = connection.identity;
      if (!identity || connection.expiredAt(now) || !mayReceive(identity, frames.sellerId)) continue;
      if (identity.staff) connection.send((forStaff ??= JSON.stringify(frames.forStaff)));
      else connection.send((forSeller ??= JSON.stringify(frames.forSeller)));
    }
  }

  /** The socket's own budget, and once it is someone's, that user's over all their sockets here. */
  private withinBudget(connection: LiveConnection): boolean {
    if (!connection.frames.take()) return false;
    const userId = connection.identity?.userId;
    if (!userId) return true;
    let budget = this.userFrames.get(userId);
    if (!budget) this.userFrames.set(userId, (budget = new FrameBudget(USER_FRAMES)));
    return budget.take();
  }

  private socketsOf(userId: string): number {
    let count = 0;
    for (const connection of this.connections) if (connection.identity?.userId === userId) count++;
    return count;
  }

  private sessionEnded(sessionId: string): void {
    for (const connection of this.connections)
      if (connection.sessionId === sessionId) connection.close(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED, 'session ended');
  }

  /** Blocked: the user's staff sockets close now (blocked staff lose the admin area); a blocked seller keeps support. */
  private accountBlocked(userId: string): void {
    for (const connection of this.connections)
      if (connection.identity?.userId === userId && connection.identity.staff)
        connection.close(SUPPORT_LIVE_CLOSE.FORBIDDEN, 'account blocked');
  }

  private sweep(): void {
    const now = this.clock.now();
    const heartbeat = ++this.sweeps % HEARTBEAT_SWEEPS === 0;
    for (const connection of this.connections) {
      if (!connection.identity && now.getTime() - connection.openedAt.getTime() >= AUTH_DEADLINE_MS)
        connection.close(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED, 'authentication required');
      else if (connection.expiredAt(now)) connection.close(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED, 'token expired');
      else if (connection.checkedAt && now.getTime() - connection.checkedAt.getTime() >= RECHECK_MS) this.recheck(connection, now);
      else if (heartbeat && connection.open) {
        if (!connection.alive) connection.socket.terminate();
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }

  /** The same token again: its session may have ended (logout, revocation) or its user become staff or not. */
  private recheck(connection: LiveConnection, now: Date): void {
    connection.checkedAt = now;
    void connection
      .inTurn(async () => {
        const caller = connection.token ? await this.queries.execute(new AuthenticateAccessToken(connection.token)) : null;
        if (!caller) return connection.close(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED, 'session ended');
        if (!mayConnect(caller)) return connection.close(SUPPORT_LIVE_CLOSE.FORBIDDEN, 'account blocked');
        connection.identity = liveIdentity(caller.userId, caller.userType);
      })
      .catch((err: unknown) => this.logger.warn(`support live recheck: ${String(err)}`));
  }

  private closed(connection: LiveConnection): void {
    this.connections.delete(connection);
    const userId = connection.identity?.userId;
    if (userId && this.socketsOf(userId) === 0) this.userFrames.delete(userId);
    if (connection.holdsFeed) this.feed.release();
    if (this.connections.size === 0) this.stopSweeper();
  }

  private stopSweeper(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
