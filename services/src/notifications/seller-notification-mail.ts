// Sends a notification mail to a seller once per mail key, from a saga: only when the seller keeps its category on, to
// the notification email when set, in the language the seller last used the app in (decision 0012; en-US when none is
// kept). The key is recorded after the send, so a repeated or replayed event mails nothing; a crash between the two
// sends it again when the saga resumes (at least once, like webhook-disabled-mail). The key is recorded too when nothing
// is sent: the category was off, or the event is older than a day (a saga catching up on history, such as a new mail
// saga starting from the first event), so a first product or channel stays the first. A mail the server refused for
// good is logged and dropped, so it cannot hold back the saga.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale, type OutgoingMail } from '@ledgerhouse/contracts';
import { isPermanentMailRefusal, type Clock, type MailPort } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, CLOCK, MAIL_PORT, READ_DB } from '../persistence/tokens';
import type { NotificationMailTables } from './notification-mails.table';
import { notificationRecipient, type NotificationCategory } from './notification-recipient';

/** A mail about something older than this is not news any more. */
const STALE_MS = 24 * 60 * 60_000;

type Db = Kysely<NotificationMailTables & Pick<ReadModelDatabase, 'users'>>;

export interface NotificationMail {
  /** Names the mail: one mail per key ever. */
  key: string;
  sellerId: string;
  category: NotificationCategory;
  /** When the event happened: older than STALE_MS, nothing is sent. */
  at: Date;
  /** The subject and text in the seller's language; `baseUrl` is the web app's address, for links. */
  compose(locale: Locale, baseUrl: string): { subject: string; text: string };
}

@Injectable()
export class SellerNotificationMail {
  private readonly logger = new Logger('SellerNotificationMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Db,
    @Inject(MAIL_PORT) private readonly mail: MailPort,
  ) {}

  async sendOnce({ key, sellerId, category, at, compose }: NotificationMail): Promise<void> {
    const sent = await this.db.selectFrom('notification_mails_sent').select('mail_key').where('mail_key', '=', key).executeTakeFirst();
    if (sent) return;
    const to = this.clock.now().getTime() - at.getTime() > STALE_MS ? null : await this.recipient(sellerId, category);
    if (to) await this.send(key, sellerId, { to, ...compose(await this.localeOf(sellerId), this.baseUrl()) });
    await this.db
      .insertInto('notification_mails_sent')
      .values({ mail_key: key, seller_id: sellerId, sent_at: this.clock.now() })
      .onConflict((oc) => oc.column('mail_key').doNothing())
      .execute();
  }

  private async recipient(sellerId: string, category: NotificationCategory): Promise<string | null> {
    const seller = await this.db
      .selectFrom('users')
      .select(['email', 'notification_email', 'notification_categories'])
      .where('id', '=', sellerId)
      .executeTakeFirst();
    if (!seller) return null;
    return notificationRecipient({ categories: seller.notification_categories, email: seller.notification_email }, seller.email, category);
  }

  private async send(key: string, sellerId: string, mail: OutgoingMail): Promise<void> {
    try {
      await this.mail.send(mail);
    } catch (err) {
      if (!isPermanentMailRefusal(err)) throw err;
      this.logger.error({ key, sellerId }, 'Notification mail refused for good by the mail server; not sent');
    }
  }

  private async localeOf(sellerId: string): Promise<Locale> {
    const row = await this.db.selectFrom('support_seller_locales').select('locale').where('seller_id', '=', sellerId).executeTakeFirst();
    return SUPPORTED_LOCALES.find((l) => l === row?.locale) ?? DEFAULT_LOCALE;
  }

  private baseUrl(): string {
    return (this.config.PUBLIC_URL ?? `http://${this.config.HOST}:${this.config.PORT}`).replace(/\/$/, '');
  }
}
