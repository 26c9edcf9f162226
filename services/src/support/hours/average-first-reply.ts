// The spec's "we reply from 5 minutes": the mean time from a seller opening a chat to support's first reply, over the
// chats sellers opened in the last 30 days, read from the support_chats read model (a projection of the chat events).
import { sql, type Kysely } from 'kysely';

export const FIRST_REPLY_WINDOW_DAYS = 30;

/** Whole seconds, or null when no seller-opened chat of the window has a reply yet. */
export async function averageFirstReplySeconds(db: Kysely<unknown>, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - FIRST_REPLY_WINDOW_DAYS * 86_400_000);
  const { rows } = await sql<{ seconds: number | string | null }>`
    select avg(extract(epoch from (first_reply_at - created_at))) as seconds
    from support_chats
    where initiator = 'USER' and first_reply_at is not null and created_at >= ${since} and created_at <= ${now}
  `.execute(db);
  const seconds = rows[0]?.seconds;
  return seconds === null || seconds === undefined ? null : Math.round(Number(seconds));
}
