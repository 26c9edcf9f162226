// What a support event means to a live socket: a new message, a change of the chat (the client refetches it), or
// nothing it would show (a reply mail was sent).
import type { SupportChatStatus, SupportEvent, SupportLiveServerFrame } from '@ledgerhouse/contracts';

type ChatChange = Extract<SupportLiveServerFrame, { type: 'chat' }>['change'];

export type LiveChange = { kind: 'message' } | { kind: 'chat'; change: ChatChange; status: SupportChatStatus | null } | { kind: 'none' };

export function liveChange(event: SupportEvent): LiveChange {
  switch (event.type) {
    case 'SupportMessagePosted':
      return { kind: 'message' };
    case 'SupportChatOpened':
      return { kind: 'chat', change: 'OPENED', status: 'OPEN' };
    case 'SupportChatEnded':
      return { kind: 'chat', change: 'ENDED', status: 'ENDED' };
    case 'SupportChatReopened':
      return { kind: 'chat', change: 'REOPENED', status: 'REOPENED' };
    case 'SupportChatArchived':
      return { kind: 'chat', change: 'ARCHIVED', status: 'ARCHIVED' };
    case 'SupportChatRead':
      return { kind: 'chat', change: 'READ', status: null };
    case 'SupportReplyMailed':
      return { kind: 'none' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
