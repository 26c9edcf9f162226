import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { SupportFile, SupportTemplate } from '@ledgerhouse/contracts';

type Time = ColumnType<Date, Date | string, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface SupportChatsTable {
  id: string;
  seller_id: string;
  category: string;
  subject_number: number | null;
  subject: string | null;
  status: string;
  initiator: string;
  trigger_kind: string | null;
  trigger_ref: string | null;
  created_at: Time;
  last_message_at: Time;
  last_message_id: string | null;
  last_user_message_at: MaybeTime;
  last_support_message_at: MaybeTime;
  /** The first SUPPORT message's time; with created_at, the reply time of user-initiated chats. */
  first_reply_at: MaybeTime;
  /** The seller wrote last: no SUPPORT message since the seller's last message. */
  awaiting_reply: ColumnType<boolean, boolean | undefined, boolean>;
  /** Read markers: the last message id each side has seen. */
  user_read_up_to: string | null;
  support_read_up_to: string | null;
  /** SUPPORT and SYSTEM messages after the seller's marker. */
  unread_by_user: ColumnType<number, number | undefined, number>;
  /** USER messages after support's marker. */
  unread_by_support: ColumnType<number, number | undefined, number>;
  archived_at: MaybeTime;
  position: string;
}
export type SupportChatRow = Selectable<SupportChatsTable>;
export type NewSupportChat = Insertable<SupportChatsTable>;
export type SupportChatUpdate = Updateable<SupportChatsTable>;

export interface SupportMessagesTable {
  message_id: string;
  chat_id: string;
  /** 1, 2, … in the order the chat's stream holds them. */
  seq: number;
  from: string;
  author_id: string | null;
  /** The staff member who typed a USER message while acting as the seller; null when the seller wrote it. */
  acted_by_id: ColumnType<string | null, string | null | undefined, string | null>;
  text: string | null;
  template: ColumnType<SupportTemplate | null, string | null, string | null>;
  files: ColumnType<SupportFile[], string, string>;
  at: Time;
  position: string;
}
export type SupportMessageRow = Selectable<SupportMessagesTable>;
export type NewSupportMessage = Insertable<SupportMessagesTable>;
export type SupportMessageUpdate = Updateable<SupportMessagesTable>;
