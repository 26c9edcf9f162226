// The support_chats read model: one row per chat (status, last activity, read markers, unread counts per side, the
// first reply's time) and one support_messages row per message in stream order. Unread counts are kept here so the
// lists and the menus answer without counting messages.
import type { SupportEvent, SupportMessage } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { sql, type Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

type Trx = Transaction<ReadModelDatabase>;

/** The messages a reader counts as unread: the other side's (and, for the seller, Ledgerhouse's own). */
const UNREAD_FOR = { USER: ['SUPPORT', 'SYSTEM'], SUPPORT: ['USER'] } as const;

async function seqOf(trx: Trx, chatId: string, messageId: string | null): Promise<number | null> {
  if (!messageId) return null;
  const row = await trx
    .selectFrom('support_messages')
    .select('seq')
    .where('chat_id', '=', chatId)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  return row?.seq ?? null;
}

async function posted(trx: Trx, chatId: string, m: SupportMessage, position: string, actedBy: string | null): Promise<void> {
  const last = await trx
    .selectFrom('support_messages')
    .select(sql<number>`coalesce(max(seq), 0)`.as('seq'))
    .where('chat_id', '=', chatId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('support_messages')
    .values({
      message_id: m.messageId,
      chat_id: chatId,
      seq: Number(last.seq) + 1,
      from: m.from,
      author_id: m.authorId,
      acted_by_id: actedBy,
      text: m.text,
      template: m.template ? JSON.stringify(m.template) : null,
      files: JSON.stringify(m.files ?? []),
      at: m.at,
      position,
    })
    .execute();
  const fromUser = m.from === 'USER';
  const fromSupport = m.from === 'SUPPORT';
  await trx
    .updateTable('support_chats')
    .set((eb) => ({
      last_message_at: m.at,
      last_message_id: m.messageId,
      ...(fromUser ? { last_user_message_at: m.at, awaiting_reply: true, unread_by_support: eb('unread_by_support', '+', 1) } : {}),
      ...(fromSupport
        ? {
            last_support_message_at: m.at,
            awaiting_reply: false,
            first_reply_at: eb.fn.coalesce('first_reply_at', sql<Date>`${m.at}::timestamptz`),
          }
        : {}),
      ...(fromUser ? {} : { unread_by_user: eb('unread_by_user', '+', 1) }),
      position,
    }))
    .where('id', '=', chatId)
    .execute();
}

/** Moves a reader's marker forward (never back) and recounts what that reader has not read after it. */
async function read(trx: Trx, chatId: string, reader: 'USER' | 'SUPPORT', upTo: string, position: string): Promise<void> {
  const chat = await trx
    .selectFrom('support_chats')
    .select(['user_read_up_to', 'support_read_up_to'])
    .where('id', '=', chatId)
    .executeTakeFirst();
  if (!chat) return;
  const marker = reader === 'USER' ? 'user_read_up_to' : 'support_read_up_to';
  const to = await seqOf(trx, chatId, upTo);
  const from = await seqOf(trx, chatId, chat[marker]);
  if (to === null || (from !== null && to <= from)) return;
  const unread = await trx
    .selectFrom('support_messages')
    .select(sql<string>`count(*)`.as('n'))
    .where('chat_id', '=', chatId)
    .where('seq', '>', to)
    .where('from', 'in', UNREAD_FOR[reader])
    .executeTakeFirstOrThrow();
  const count = reader === 'USER' ? 'unread_by_user' : 'unread_by_support';
  await trx
    .updateTable('support_chats')
    .set({ [marker]: upTo, [count]: Number(unread.n), position })
    .where('id', '=', chatId)
    .execute();
}

export const supportChatsProjector: Projector = {
  name: 'support_chats',
  tables: ['support_chats', 'support_messages'],
  handles: [
    'SupportChatOpened',
    'SupportMessagePosted',
    'SupportChatEnded',
    'SupportChatReopened',
    'SupportChatArchived',
    'SupportChatRead',
  ],
  async apply(trx, stored: StoredEvent) {
    const chatId = stored.streamId.slice('chat-'.length);
    const event = { type: stored.type, data: stored.data } as SupportEvent;
    const update = (set: Record<string, unknown>) =>
      trx
        .updateTable('support_chats')
        .set({ ...set, position: stored.position })
        .where('id', '=', chatId)
        .execute();
    switch (event.type) {
      case 'SupportChatOpened': {
        const d = event.data;
        await trx
          .insertInto('support_chats')
          .values({
            id: d.chatId,
            seller_id: d.sellerId,
            category: d.category,
            subject_number: d.subjectNumber,
            subject: d.subject,
            status: 'OPEN',
            initiator: d.initiator,
            trigger_kind: d.trigger?.kind ?? null,
            trigger_ref: d.trigger?.ref ?? null,
            created_at: d.at,
            last_message_at: d.at,
            last_message_id: null,
            last_user_message_at: null,
            last_support_message_at: null,
            first_reply_at: null,
            user_read_up_to: null,
            support_read_up_to: null,
            archived_at: null,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'SupportMessagePosted':
        return posted(trx, chatId, event.data, stored.position, stored.metadata.impersonatorId ?? null);
      case 'SupportChatEnded':
        return void (await update({ status: 'ENDED' }));
      case 'SupportChatReopened':
        return void (await update({ status: 'REOPENED', archived_at: null }));
      case 'SupportChatArchived':
        return void (await update({ status: 'ARCHIVED', archived_at: event.data.at }));
      case 'SupportChatRead':
        return read(trx, chatId, event.data.reader, event.data.upToMessageId, stored.position);
      case 'SupportReplyMailed':
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
