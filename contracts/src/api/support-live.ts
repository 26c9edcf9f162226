// The live support socket: GET SUPPORT_LIVE_PATH upgrades to a WebSocket (JSON text frames). The client's first
// frame authenticates with its access token (never in the URL, so it stays out of logs); it sends `auth` again after
// every token refresh. A socket that does not authenticate within 10 s, or whose token expires without a new one,
// is closed with SUPPORT_LIVE_CLOSE.UNAUTHENTICATED and the client refreshes and reconnects. Sellers receive events
// of their own chats; staff receive every chat's. Delivery is at most once: after a reconnect the client refetches.
import { z } from 'zod';
import { SUPPORT_CHAT_STATUSES } from '../events/support';
import { supportMessageView } from './support';

export const SUPPORT_LIVE_PATH = '/api/support/live';
/** 4029: more frames, or more sockets of one user, than the server takes; the client reconnects after its back-off. */
export const SUPPORT_LIVE_CLOSE = { UNAUTHENTICATED: 4001, FORBIDDEN: 4003, TOO_MANY: 4029 } as const;

export const supportLiveClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type SupportLiveClientFrame = z.infer<typeof supportLiveClientFrame>;

export const supportLiveServerFrame = z.discriminatedUnion('type', [
  /** The token was accepted (first time or after a refresh); `expiresAt` is when the socket closes without a new one. */
  z.object({ type: z.literal('ready'), userId: z.string(), expiresAt: z.string() }),
  z.object({ type: z.literal('pong') }),
  /** A message was posted in a chat the receiver may see; `position` is the event's global position token. */
  z.object({ type: z.literal('message'), chatId: z.string(), sellerId: z.string(), message: supportMessageView, position: z.string() }),
  /** Anything else changed a chat (opened, ended, reopened, archived, read): the client refetches it. */
  z.object({
    type: z.literal('chat'),
    chatId: z.string(),
    sellerId: z.string(),
    change: z.enum(['OPENED', 'ENDED', 'REOPENED', 'ARCHIVED', 'READ']),
    status: z.enum(SUPPORT_CHAT_STATUSES).nullable(),
    position: z.string(),
  }),
]);
export type SupportLiveServerFrame = z.infer<typeof supportLiveServerFrame>;
