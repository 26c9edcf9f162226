// The support reply mail saga's tables (migration 20261124_0030_saga_support_reply_mail), typed for kysely.
import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date, Date>;

export interface SupportReplyMailTables {
  /** Chats with support messages the seller has not read; one mail per unread burst. */
  saga_support_reply_mail: {
    chat_id: string;
    seller_id: string;
    /** The newest unread SUPPORT or SYSTEM message of the burst. */
    up_to_message_id: string;
    /** SUPPORT_REPLY_MAIL_DELAY_MS after the burst's first message (a lease moves it while a pass sends). */
    due_at: Time;
    /** Set once the burst's mail went out. */
    mailed_at: ColumnType<Date | null, Date | null, Date | null>;
  };
  /** The language each seller last used the support pages in. */
  support_seller_locales: { seller_id: string; locale: string; seen_at: Time };
}
