// The notification mails sent (migration 20261128_2301_notification_mails_sent), typed for kysely.
import type { ColumnType } from 'kysely';

export interface NotificationMailTables {
  /** One row per mail sent: a repeated or replayed event with the same key mails nothing. */
  notification_mails_sent: { mail_key: string; seller_id: string; sent_at: ColumnType<Date, Date, Date> };
  /** The language each seller last used the app in (SellerLocaleInterceptor, decision 0012). */
  support_seller_locales: { seller_id: string; locale: string; seen_at: ColumnType<Date, Date, Date> };
}
