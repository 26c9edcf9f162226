import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  full_name: string;
  phone: string;
  user_type: string | null;
  blocked: boolean;
  email_confirmed: boolean;
  registered_at: ColumnType<Date, Date | string, Date | string>;
  last_login_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  last_password_change_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  notification_categories: ColumnType<string[], string, string>;
  notification_email: string | null;
  position: string;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
