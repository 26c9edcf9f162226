// Facts of the support context: one `chat-<chatId>` stream per conversation between a seller and support.
// Times UTC ISO-8601; who acted is in metadata too. System messages are stored as a template key with params and
// rendered in the reader's language (contracts/src/support/system-templates.ts), never as prose.
import type { SupportCategory } from '../support/categories';

export const SUPPORT_CHAT_STATUSES = ['OPEN', 'ENDED', 'REOPENED', 'ARCHIVED'] as const;
export type SupportChatStatus = (typeof SUPPORT_CHAT_STATUSES)[number];

/** Who started the chat: the seller, a staff member, or a saga reacting to another context's event. */
export const SUPPORT_INITIATORS = ['USER', 'STAFF', 'SYSTEM'] as const;
export type SupportInitiator = (typeof SUPPORT_INITIATORS)[number];

/** Who wrote a message: the seller (USER), support staff (SUPPORT), or Ledgerhouse itself (SYSTEM, templated). */
export const SUPPORT_AUTHORS = ['USER', 'SUPPORT', 'SYSTEM'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/** Why a system-initiated chat was opened; `ref` names the thing (shipment, order, channel, top-up, request id). */
export const SUPPORT_TRIGGERS = [
  'INBOUND_LOST',
  'PAYMENT_FAILED',
  'CHANNEL_TOKEN_INVALID',
  'ORDER_INSUFFICIENT_GOODS',
  'INTEGRATION_REQUEST',
] as const;
export type SupportTrigger = (typeof SUPPORT_TRIGGERS)[number];

export interface SupportFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** A system message: a key of SYSTEM_TEMPLATES and the values it fills in (ids, numbers, names, never prose). */
export interface SupportTemplate {
  key: string;
  params: Record<string, string | number>;
}

export interface SupportMessage {
  messageId: string;
  from: SupportAuthor;
  /** The user who wrote it (seller or staff); null for SYSTEM. */
  authorId: string | null;
  /** Plain text as typed (trimmed); null when the message is files only or templated. */
  text: string | null;
  template: SupportTemplate | null;
  files: SupportFile[];
  at: string;
}

export type SupportEvent =
  | {
      type: 'SupportChatOpened';
      data: {
        chatId: string;
        sellerId: string;
        category: SupportCategory;
        /** 1-based number in the category's subject list, or null when `subject` is free text. */
        subjectNumber: number | null;
        /** Free-text subject; null when a numbered subject was chosen. */
        subject: string | null;
        initiator: SupportInitiator;
        /** Set for chats opened by a saga (and for integration requests): what caused it. */
        trigger: { kind: SupportTrigger; ref: string } | null;
        at: string;
      };
    }
  | { type: 'SupportMessagePosted'; data: SupportMessage }
  | { type: 'SupportChatEnded'; data: { by: 'USER' | 'SUPPORT'; at: string } }
  | { type: 'SupportChatReopened'; data: { by: 'USER' | 'SUPPORT'; at: string } }
  | { type: 'SupportChatArchived'; data: { at: string } }
  /** A read marker: `reader` has seen every message up to and including `upToMessageId`. */
  | { type: 'SupportChatRead'; data: { reader: 'USER' | 'SUPPORT'; readerId: string; upToMessageId: string; at: string } }
  /** The seller was mailed about unread support messages up to `upToMessageId` (sent once per unread burst). */
  | { type: 'SupportReplyMailed'; data: { upToMessageId: string; to: string; at: string } };

export type SupportEventType = SupportEvent['type'];
/** What a chat is opened with (the SupportChatOpened facts but its time): shared by the commands that open one. */
export type SupportChatOpening = Omit<Extract<SupportEvent, { type: 'SupportChatOpened' }>['data'], 'at'>;
export const supportStream = (chatId: string) => `chat-${chatId}`;
