// Which of support's messages a reply mail quotes: the burst the seller has not seen.
import type { SupportEvent, SupportMessage } from '@ledgerhouse/contracts';

/** SUPPORT and SYSTEM messages after the seller last wrote or read, up to the burst's newest one. */
export function unreadReplies(history: SupportEvent[], upToMessageId: string): SupportMessage[] {
  let replies: SupportMessage[] = [];
  for (const event of history) {
    if (event.type === 'SupportChatRead' && event.data.reader === 'USER') {
      const index = replies.findIndex((m) => m.messageId === event.data.upToMessageId);
      if (index >= 0) replies = replies.slice(index + 1);
    } else if (event.type === 'SupportMessagePosted') {
      if (event.data.from === 'USER') replies = [];
      else replies.push(event.data);
      if (event.data.messageId === upToMessageId) break;
    }
  }
  return replies;
}
