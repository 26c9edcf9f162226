// Sends the mails the support reply mail saga queued (saga_support_reply_mail) once they are due on the clock: the
// seller left support's messages unread for SUPPORT_REPLY_MAIL_DELAY_MS. One look every POLL_MS (tests call
// sendDue() after moving a ManualClock); a row is taken by moving its due_at (a lease), so two processes never send
// the same mail. Mailed only when the chat's notification category is on in the seller's profile, to the profile's
// notification email or else the account's, in the seller's language; then SupportReplyMailed goes on the chat.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, supportStream, type Locale, type SupportEvent } from '@ledgerhouse/contracts';
import type { Clock, MailPort } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, CLOCK, COMMAND_DEPS, MAIL_PORT, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { notificationRecipient } from '../../notifications/notification-recipient';
import { PeriodicPass } from '../../scheduling/periodic-pass';
import { RecordSupportReplyMailed } from '../commands/record-support-reply-mailed';
import type { SupportReplyMailTables } from '../sagas/support-reply-mail.table';
import { NOTIFICATION_CATEGORY_OF } from './notification-category';
import { supportReplyMail } from './support-reply-mail-template';
import { unreadReplies } from './unread-replies';

const POLL_MS = 5_000;
const BATCH = 20;
const LEASE_MS = 2 * 60_000;

type Db = Kysely<SupportReplyMailTables & Pick<ReadModelDatabase, 'users'>>;

@Injectable()
export class SupportReplyMailer {
  private readonly logger = new Logger('SupportReplyMail');
  private readonly pass = new PeriodicPass(
    () => this.look(),
    (err) => this.logger.error({ err }, 'Support reply mail look failed; the next look retries'),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Db,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(MAIL_PORT) private readonly mail: MailPort,
    private readonly commands: CommandBus,
    work: BackgroundWork,
  ) {
    if (config.SAGAS_ENABLED && config.NODE_ENV !== 'test')
      work.register({ name: 'support-reply-mailer', start: async () => this.pass.start(POLL_MS), stop: () => this.pass.stop() });
  }

  /** One look at the due mails; a look asked for while one runs is that look. */
  sendDue(): Promise<void> {
    return this.pass.run();
  }

  private async look(): Promise<void> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('saga_support_reply_mail')
      .selectAll()
      .where('due_at', '<=', now)
      .where('mailed_at', 'is', null)
      .orderBy('due_at')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      const lease = new Date(now.getTime() + LEASE_MS);
      const taken = await this.db
        .updateTable('saga_support_reply_mail')
        .set({ due_at: lease })
        .where('chat_id', '=', row.chat_id)
        .where('due_at', '=', row.due_at)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
      // One mail failing leaves its row leased (tried again after LEASE_MS), not the others unsent.
      await this.send({ ...row, due_at: lease }).catch((err: unknown) =>
        this.logger.error({ err, chatId: row.chat_id }, 'Support reply mail failed; it is tried again'),
      );
    }
  }

  /**
   * Settles only the row as it was leased (`due_at` is the lease, `up_to_message_id` what this mail covers): if the
   * seller read it meanwhile and support wrote again, or a later reply moved the row on, that newer row is left for
   * the next look, so no reply goes unmailed.
   */
  private async send(row: { chat_id: string; seller_id: string; up_to_message_id: string; due_at: Date }): Promise<void> {
    const leased = this.db
      .updateTable('saga_support_reply_mail')
      .where('chat_id', '=', row.chat_id)
      .where('due_at', '=', row.due_at)
      .where('up_to_message_id', '=', row.up_to_message_id);
    const history = (await this.deps.store.readStream(supportStream(row.chat_id))) as unknown as SupportEvent[];
    const chat = history.find((e) => e.type === 'SupportChatOpened')?.data;
    const seller = await this.db
      .selectFrom('users')
      .select(['email', 'notification_email', 'notification_categories'])
      .where('id', '=', row.seller_id)
      .executeTakeFirst();
    const to =
      chat && seller
        ? notificationRecipient(
            { categories: seller.notification_categories ?? [], email: seller.notification_email },
            seller.email,
            NOTIFICATION_CATEGORY_OF[chat.category],
          )
        : null;
    if (!chat || !to) {
      // Nothing to mail for this burst; the next reply after the row is gone starts a new one.
      await this.db
        .deleteFrom('saga_support_reply_mail')
        .where('chat_id', '=', row.chat_id)
        .where('due_at', '=', row.due_at)
        .where('up_to_message_id', '=', row.up_to_message_id)
        .execute();
      return;
    }
    const alreadyMailed = history.some((e) => e.type === 'SupportReplyMailed' && e.data.upToMessageId === row.up_to_message_id);
    if (!alreadyMailed) {
      const link = `${this.baseUrl()}/support/${row.chat_id}`;
      const replies = unreadReplies(history, row.up_to_message_id);
      await this.mail.send(supportReplyMail({ to, locale: await this.localeOf(row.seller_id), chat, replies, link }));
      await this.commands.execute(new RecordSupportReplyMailed(row.chat_id, row.up_to_message_id, to, this.clock.now()));
    }
    await leased.set({ mailed_at: this.clock.now() }).execute();
  }

  private async localeOf(sellerId: string): Promise<Locale> {
    const row = await this.db.selectFrom('support_seller_locales').select('locale').where('seller_id', '=', sellerId).executeTakeFirst();
    return SUPPORTED_LOCALES.find((l) => l === row?.locale) ?? DEFAULT_LOCALE;
  }

  private baseUrl(): string {
    return (this.config.PUBLIC_URL ?? `http://${this.config.HOST}:${this.config.PORT}`).replace(/\/$/, '');
  }
}
