// Summaries for a page of chat rows: their last messages (one query) and those messages' author names (one more).
import type { Kysely } from 'kysely';
import type { ReadModelDatabase, SupportChatRow } from '@ledgerhouse/projections';
import type { SupportChatSummary } from '@ledgerhouse/contracts';
import { authorNamesOf, summaryOf, type SupportViewer } from './support-chat-views';

export async function summariesOf(
  db: Kysely<ReadModelDatabase>,
  chats: readonly SupportChatRow[],
  viewer: SupportViewer,
): Promise<SupportChatSummary[]> {
  const lastIds = chats.map((c) => c.last_message_id).filter((id): id is string => id !== null);
  const lasts = lastIds.length ? await db.selectFrom('support_messages').selectAll().where('message_id', 'in', lastIds).execute() : [];
  const byId = new Map(lasts.map((m) => [m.message_id, m]));
  const names = await authorNamesOf(
    db,
    lasts.flatMap((m) => [m.author_id, m.acted_by_id]),
  );
  return chats.map((c) => summaryOf(c, (c.last_message_id && byId.get(c.last_message_id)) || null, viewer, names));
}
