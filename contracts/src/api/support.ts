// Support chats: the seller's list, archive, new chat, messages, end/reopen/archive, read markers and attachments;
// staff's lists (user-initiated and system-initiated), replies and chats they open; the working hours.
// Live delivery is a WebSocket at SUPPORT_LIVE_PATH (messages in support-live.ts); polling these routes is the fallback.
import { z } from 'zod';
import { SUPPORT_AUTHORS, SUPPORT_CHAT_STATUSES, SUPPORT_INITIATORS, SUPPORT_TRIGGERS } from '../events/support';
import { SUPPORT_CATEGORIES } from '../support/categories';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_SUBJECT_MAX = 200;

const fileIds = z.array(z.uuid()).max(50).default([]);
/** A message: text, files (at most MAX_FILES_PER_UPLOAD, else 422 FILES_TOO_MANY), or both; neither is 400 SUPPORT_MESSAGE_EMPTY. */
export const supportMessageBody = z.object({ text: z.string().trim().max(SUPPORT_MESSAGE_MAX).default(''), fileIds }).strict();
/** Exactly one of subjectNumber (from the category's list) and subject (free text); else 422 SUPPORT_SUBJECT_INVALID. */
export const newSupportChatBody = supportMessageBody.extend({
  category: z.enum(SUPPORT_CATEGORIES),
  subjectNumber: z.number().int().min(1).max(7).nullable().default(null),
  subject: z.string().trim().max(SUPPORT_SUBJECT_MAX).nullable().default(null),
});
export const adminNewSupportChatBody = newSupportChatBody.extend({ sellerId: z.uuid() });
export const supportReadBody = z.object({ upToMessageId: z.uuid() }).strict();

export const supportFileView = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() });
export const supportMessageView = z.object({
  id: z.string(),
  from: z.enum(SUPPORT_AUTHORS),
  /** The writer's user id; null for SYSTEM, and for SUPPORT messages on the seller's side (staff stay unnamed by id). */
  authorId: z.string().nullable(),
  /** Staff's display name for SUPPORT messages (first name only on the seller's side), the seller's for USER; null for SYSTEM. */
  authorName: z.string().nullable(),
  /**
   * A seller's message typed by a staff member acting as the seller: that staff member's name (first name on the
   * seller's side, full name for staff); null when the seller wrote it.
   */
  actedBy: z.string().nullable(),
  text: z.string().nullable(),
  template: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
  files: z.array(supportFileView),
  at: z.string(),
});
export type SupportMessageView = z.infer<typeof supportMessageView>;

export const supportChatSummary = z.object({
  id: z.string(),
  sellerId: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  subjectNumber: z.number().int().nullable(),
  subject: z.string().nullable(),
  status: z.enum(SUPPORT_CHAT_STATUSES),
  initiator: z.enum(SUPPORT_INITIATORS),
  trigger: z.object({ kind: z.enum(SUPPORT_TRIGGERS), ref: z.string() }).nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: supportMessageView.nullable(),
  /** Messages the viewer (seller or support, by route) has not read yet. */
  unread: z.number().int(),
});
export type SupportChatSummary = z.infer<typeof supportChatSummary>;
export const adminSupportChatSummary = supportChatSummary.extend({
  sellerEmail: z.string().nullable(),
  sellerName: z.string().nullable(),
  /** No SUPPORT message yet after the seller's last message. */
  awaitingReply: z.boolean(),
});
export type AdminSupportChatSummary = z.infer<typeof adminSupportChatSummary>;
export const supportChatView = supportChatSummary.extend({
  messages: z.array(supportMessageView),
  /** The other side's read marker: the last message they have seen (for "read" ticks). */
  otherSideReadUpTo: z.string().nullable(),
});
export type SupportChatView = z.infer<typeof supportChatView>;
export const adminSupportChatView = supportChatView.extend({ sellerEmail: z.string().nullable(), sellerName: z.string().nullable() });
export type AdminSupportChatView = z.infer<typeof adminSupportChatView>;

export const supportUnreadView = z.object({ chats: z.number().int(), messages: z.number().int() });
export const adminSupportUnreadView = z.object({ userInitiated: supportUnreadView, systemInitiated: supportUnreadView });

/** Working hours (spec 9: Monday-Friday 10:00-22:00 Eastern Time) and the reply time measured from the events. */
export const supportHoursView = z.object({
  timeZone: z.literal('America/New_York'),
  /** ISO weekday 1 (Monday) .. 7, with local opening and closing times in the support time zone. */
  weekly: z.array(z.object({ isoWeekday: z.number().int(), opens: z.string(), closes: z.string() })),
  openNow: z.boolean(),
  /** UTC instant of the next opening (when closed) or closing (when open). */
  nextChangeAt: z.string(),
  /** Mean seconds from a user-initiated chat's opening to support's first reply, over the last 30 days; null without data. */
  averageFirstReplySeconds: z.number().int().nullable(),
});
export type SupportHoursView = z.infer<typeof supportHoursView>;

export const supportChatIdParams = z.object({ chatId: z.uuid() });
export const supportFileParams = supportChatIdParams.extend({ fileId: z.uuid() });
const archivedFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const supportChatListQuery = pageQuery.extend({ archived: archivedFlag.default(false) });
export const adminSupportChatListQuery = pageQuery.extend({
  /** user-initiated: initiator USER; system-initiated: SYSTEM or STAFF. */
  kind: z.enum(['user-initiated', 'system-initiated']).default('user-initiated'),
  status: z.enum(SUPPORT_CHAT_STATUSES).optional(),
  sellerId: z.uuid().optional(),
  /** Only chats whose last word is the seller's. */
  awaitingReply: archivedFlag.optional(),
  /** Part of the seller's email or name. */
  search: z.string().trim().max(100).optional(),
});

const tag = 'support';
const adminTag = 'admin-support';
const action = (path: string, summary: string, admin = false) =>
  defineRoute({ method: 'POST', path, summary, tag: admin ? adminTag : tag, params: supportChatIdParams, response: commandResult });

export const supportRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/support/chats',
    summary: 'The seller’s chats, latest activity first (archived=true for the archive)',
    tag,
    query: supportChatListQuery,
    response: pageOf(supportChatSummary),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/support/chats',
    summary: 'Open a chat with support: category, subject (numbered or free text), first message and files',
    tag,
    body: newSupportChatBody,
    response: commandResult,
    status: 201,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/support/chats/:chatId',
    summary: 'One of the seller’s chats with every message',
    tag,
    params: supportChatIdParams,
    response: supportChatView,
  }),
  post: defineRoute({
    method: 'POST',
    path: '/support/chats/:chatId/messages',
    summary: 'Write in a chat (text and up to 5 files); an ended or archived chat must be reopened first',
    tag,
    params: supportChatIdParams,
    body: supportMessageBody,
    response: commandResult,
    status: 201,
  }),
  end: action('/support/chats/:chatId/end', 'End a chat'),
  reopen: action('/support/chats/:chatId/reopen', 'Reopen an ended or archived chat'),
  archive: action('/support/chats/:chatId/archive', 'Move an ended chat to the archive'),
  read: defineRoute({
    method: 'POST',
    path: '/support/chats/:chatId/read',
    summary: 'Mark messages read up to one message',
    tag,
    params: supportChatIdParams,
    body: supportReadBody,
    response: commandResult,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/support/chats/:chatId/files/:fileId',
    summary: 'Download a file attached to one of the seller’s chats',
    tag,
    params: supportFileParams,
    response: z.string(),
  }),
  unread: defineRoute({
    method: 'GET',
    path: '/support/unread',
    summary: 'Unread support messages and the chats holding them, for the menus',
    tag,
    response: supportUnreadView,
  }),
  hours: defineRoute({
    method: 'GET',
    path: '/support/hours',
    summary: 'Support working hours, whether support is open now, and the average first-reply time',
    tag,
    response: supportHoursView,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/support/chats',
    summary: 'Every seller’s chats, user-initiated or system-initiated, latest activity first',
    tag: adminTag,
    query: adminSupportChatListQuery,
    response: pageOf(adminSupportChatSummary),
  }),
  adminCreate: defineRoute({
    method: 'POST',
    path: '/admin/support/chats',
    summary: 'Open a chat with a seller (staff-initiated: listed under system-initiated)',
    tag: adminTag,
    body: adminNewSupportChatBody,
    response: commandResult,
    status: 201,
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: '/admin/support/chats/:chatId',
    summary: 'One chat with every message, for staff',
    tag: adminTag,
    params: supportChatIdParams,
    response: adminSupportChatView,
  }),
  adminPost: defineRoute({
    method: 'POST',
    path: '/admin/support/chats/:chatId/messages',
    summary: 'Reply in a chat as support (text and up to 5 files)',
    tag: adminTag,
    params: supportChatIdParams,
    body: supportMessageBody,
    response: commandResult,
    status: 201,
  }),
  adminEnd: action('/admin/support/chats/:chatId/end', 'End a chat as support', true),
  adminReopen: action('/admin/support/chats/:chatId/reopen', 'Reopen a chat as support', true),
  adminRead: defineRoute({
    method: 'POST',
    path: '/admin/support/chats/:chatId/read',
    summary: 'Mark messages read by support up to one message',
    tag: adminTag,
    params: supportChatIdParams,
    body: supportReadBody,
    response: commandResult,
  }),
  adminFile: defineRoute({
    method: 'GET',
    path: '/admin/support/chats/:chatId/files/:fileId',
    summary: 'Download a file attached to a chat (staff)',
    tag: adminTag,
    params: supportFileParams,
    response: z.string(),
  }),
  adminUnread: defineRoute({
    method: 'GET',
    path: '/admin/support/unread',
    summary: 'Unread seller messages for support, per tab',
    tag: adminTag,
    response: adminSupportUnreadView,
  }),
};
