// Support's messages the seller leaves unread are mailed to them (spec: email for a reply while offline). A SUPPORT or
// SYSTEM message queues the chat in saga_support_reply_mail, due SUPPORT_REPLY_MAIL_DELAY_MS after the message, in the
// same transaction as the checkpoint; later messages of the same unread burst only move up_to_message_id. The seller's
// read marker covering it, or the seller writing in the chat, ends the burst (the row goes). The mails themselves go
// out from support-reply-mailer.ts on the clock, which also marks the row mailed so a burst is mailed once.
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { supportStream, type SupportEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import type { SagaTables } from '../../sagas/saga-tables';
import type { SupportReplyMailTables } from './support-reply-mail.table';

type Change =
  | { kind: 'unread'; chatId: string; sellerId: string; upToMessageId: string; dueAt: Date }
  | { kind: 'seen'; chatId: string; upToMessageId: string | null }
  | null;

const chatIdOf = (event: StoredEvent) => event.streamId.slice('chat-'.length);

@Injectable()
export class SupportReplyMailSaga implements Saga {
  readonly name = 'support-reply-mail';
  readonly handles = ['SupportMessagePosted', 'SupportChatRead'];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(READ_DB) private readonly db: Kysely<SupportReplyMailTables>,
  ) {}

  async react(stored: StoredEvent): Promise<Change> {
    const event = stored as unknown as SupportEvent;
    const chatId = chatIdOf(stored);
    if (event.type === 'SupportMessagePosted') {
      // The seller writing in the chat shows they are there: whatever support said before is not mailed.
      if (event.data.from === 'USER') return { kind: 'seen', chatId, upToMessageId: null };
      const history = (await this.deps.store.readStream(supportStream(chatId))) as unknown as SupportEvent[];
      const opened = history.find((e) => e.type === 'SupportChatOpened');
      if (!opened) return null;
      const dueAt = new Date(new Date(event.data.at).getTime() + this.config.SUPPORT_REPLY_MAIL_DELAY_MS);
      return { kind: 'unread', chatId, sellerId: opened.data.sellerId, upToMessageId: event.data.messageId, dueAt };
    }
    if (event.type !== 'SupportChatRead' || event.data.reader !== 'USER') return null;
    const pending = await this.db
      .selectFrom('saga_support_reply_mail')
      .select('up_to_message_id')
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    if (!pending) return null;
    const history = (await this.deps.store.readStream(supportStream(chatId))) as unknown as SupportEvent[];
    const order = history.flatMap((e) => (e.type === 'SupportMessagePosted' ? [e.data.messageId] : []));
    const covered = order.indexOf(event.data.upToMessageId) >= order.indexOf(pending.up_to_message_id);
    return covered ? { kind: 'seen', chatId, upToMessageId: pending.up_to_message_id } : null;
  }

  async record(trx: Transaction<SagaTables>, _event: StoredEvent, change: Change): Promise<void> {
    const db = trx as unknown as Transaction<SupportReplyMailTables>;
    if (!change) return;
    if (change.kind === 'seen') {
      let removal = db.deleteFrom('saga_support_reply_mail').where('chat_id', '=', change.chatId);
      if (change.upToMessageId) removal = removal.where('up_to_message_id', '=', change.upToMessageId);
      await removal.execute();
      return;
    }
    await db
      .insertInto('saga_support_reply_mail')
      .values({
        chat_id: change.chatId,
        seller_id: change.sellerId,
        up_to_message_id: change.upToMessageId,
        due_at: change.dueAt,
        mailed_at: null,
      })
      .onConflict((oc) => oc.column('chat_id').doUpdateSet({ up_to_message_id: change.upToMessageId }))
      .execute();
  }
}
