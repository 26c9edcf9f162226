// chat-<chatId>: one conversation between a seller and support, from its opening to the archive.
// OPEN -end-> ENDED -reopen-> REOPENED -end-> ENDED -archive-> ARCHIVED -reopen-> REOPENED; read markers only move forward.
import {
  ErrorCode,
  MAX_FILES_PER_UPLOAD,
  SUPPORT_SUBJECTS,
  type SupportChatOpening,
  type SupportChatStatus,
  type SupportEvent,
  type SupportFile,
  type SupportTemplate,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

/** Who acts: the seller (USER, only on their own chat) or a staff member (SUPPORT, on any chat). */
export interface SupportActor {
  side: 'USER' | 'SUPPORT';
  userId: string;
}

/** What a message says: text (trimmed), a system template, files; at least one of them. */
export interface SupportMessageContent {
  messageId: string;
  text: string;
  template: SupportTemplate | null;
  files: SupportFile[];
}

export type SupportChatCommand =
  | (SupportChatOpening & {
      type: 'Open';
      /** The seller for USER, the staff member for STAFF, null for SYSTEM. */
      authorId: string | null;
      message: SupportMessageContent;
      at: Date;
    })
  | { type: 'Post'; actor: SupportActor; message: SupportMessageContent; at: Date }
  | { type: 'End'; actor: SupportActor; at: Date }
  | { type: 'Reopen'; actor: SupportActor; at: Date }
  | { type: 'Archive'; actor: SupportActor; at: Date }
  | { type: 'MarkRead'; actor: SupportActor; upToMessageId: string; at: Date };

export interface SupportChatState {
  chatId: string | null;
  sellerId: string | null;
  status: SupportChatStatus | null;
  /** Message ids in the order they were posted. */
  messageIds: string[];
  /** Every file attached to a message of the chat. */
  fileIds: string[];
  /** Index in messageIds of each side's read marker; -1 when nothing is read. */
  readUpTo: Record<'USER' | 'SUPPORT', number>;
}

export const initialSupportChatState: SupportChatState = {
  chatId: null,
  sellerId: null,
  status: null,
  messageIds: [],
  fileIds: [],
  readUpTo: { USER: -1, SUPPORT: -1 },
};

function evolve(state: SupportChatState, event: SupportEvent): SupportChatState {
  switch (event.type) {
    case 'SupportChatOpened':
      return { ...state, chatId: event.data.chatId, sellerId: event.data.sellerId, status: 'OPEN' };
    case 'SupportMessagePosted':
      return {
        ...state,
        messageIds: [...state.messageIds, event.data.messageId],
        fileIds: [...state.fileIds, ...event.data.files.map((f) => f.id)],
      };
    case 'SupportChatEnded':
      return { ...state, status: 'ENDED' };
    case 'SupportChatReopened':
      return { ...state, status: 'REOPENED' };
    case 'SupportChatArchived':
      return { ...state, status: 'ARCHIVED' };
    case 'SupportChatRead': {
      const index = state.messageIds.indexOf(event.data.upToMessageId);
      const reader = event.data.reader;
      return { ...state, readUpTo: { ...state.readUpTo, [reader]: Math.max(state.readUpTo[reader], index) } };
    }
    case 'SupportReplyMailed':
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** Which states each status change may start from. */
const ALLOWED_FROM: Record<'End' | 'Reopen' | 'Archive', readonly SupportChatStatus[]> = {
  End: ['OPEN', 'REOPENED'],
  Reopen: ['ENDED', 'ARCHIVED'],
  Archive: ['ENDED'],
};

function decide(command: SupportChatCommand, state: SupportChatState): SupportEvent[] {
  const at = command.at.toISOString();
  if (command.type === 'Open') return open(command, state);
  if (state.status === null) raise(ErrorCode.SUPPORT_CHAT_NOT_FOUND);
  if (command.actor.side === 'USER' && command.actor.userId !== state.sellerId) raise(ErrorCode.SUPPORT_CHAT_NOT_FOUND);
  const by = command.actor.side;
  switch (command.type) {
    case 'Post':
      checkMessage(command.message);
      if (state.status === 'ENDED' || state.status === 'ARCHIVED') raise(ErrorCode.SUPPORT_CHAT_ENDED);
      return [posted(command.message, by, command.actor.userId, at)];
    case 'End':
      allowed(command.type, state.status);
      return [{ type: 'SupportChatEnded', data: { by, at } }];
    case 'Reopen':
      allowed(command.type, state.status);
      return [{ type: 'SupportChatReopened', data: { by, at } }];
    case 'Archive':
      allowed(command.type, state.status);
      return [{ type: 'SupportChatArchived', data: { at } }];
    case 'MarkRead': {
      const index = state.messageIds.indexOf(command.upToMessageId);
      if (index < 0) throw new DomainError(ErrorCode.NOT_FOUND, {}, { fields: [{ field: 'upToMessageId', code: ErrorCode.NOT_FOUND }] });
      if (index <= state.readUpTo[by]) return [];
      const data = { reader: by, readerId: command.actor.userId, upToMessageId: command.upToMessageId, at };
      return [{ type: 'SupportChatRead', data }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function open(command: SupportChatCommand & { type: 'Open' }, state: SupportChatState): SupportEvent[] {
  // A saga's redelivered trigger names the same chat: it is open already.
  if (state.status !== null) return state.sellerId === command.sellerId ? [] : raise(ErrorCode.SUPPORT_CHAT_NOT_FOUND);
  const { chatId, sellerId, category, subjectNumber, initiator, trigger } = command;
  const subject = command.subject?.trim() || null;
  const numbered = subjectNumber !== null && subjectNumber >= 1 && subjectNumber <= SUPPORT_SUBJECTS[category].length;
  if (subjectNumber !== null ? !numbered || subject !== null : subject === null) raise(ErrorCode.SUPPORT_SUBJECT_INVALID);
  checkMessage(command.message);
  const at = command.at.toISOString();
  const from = initiator === 'USER' ? 'USER' : initiator === 'STAFF' ? 'SUPPORT' : 'SYSTEM';
  return [
    { type: 'SupportChatOpened', data: { chatId, sellerId, category, subjectNumber, subject, initiator, trigger, at } },
    posted(command.message, from, from === 'SYSTEM' ? null : command.authorId, at),
  ];
}

function checkMessage(message: SupportMessageContent): void {
  if (message.files.length > MAX_FILES_PER_UPLOAD)
    throw new DomainError(
      ErrorCode.FILES_TOO_MANY,
      { max: MAX_FILES_PER_UPLOAD },
      { fields: [{ field: 'fileIds', code: ErrorCode.FILES_TOO_MANY }] },
    );
  if (message.text.trim() === '' && message.files.length === 0 && message.template === null) raise(ErrorCode.SUPPORT_MESSAGE_EMPTY);
}

function posted(message: SupportMessageContent, from: 'USER' | 'SUPPORT' | 'SYSTEM', authorId: string | null, at: string): SupportEvent {
  const text = message.text.trim() || null;
  return {
    type: 'SupportMessagePosted',
    data: { messageId: message.messageId, from, authorId, text, template: message.template, files: message.files, at },
  };
}

function allowed(change: keyof typeof ALLOWED_FROM, status: SupportChatStatus): void {
  if (!ALLOWED_FROM[change].includes(status)) raise(ErrorCode.SUPPORT_CHAT_STATUS_CONFLICT, { status });
}

function raise(code: ErrorCode, params: Record<string, unknown> = {}): never {
  throw new DomainError(code, params);
}

export const supportChatDecider: Decider<SupportChatCommand, SupportEvent, SupportChatState> = {
  initialState: initialSupportChatState,
  evolve,
  decide,
};
