// Whether a seller gets mail of a notification category, and at which address: the profile's categories say whether,
// its notification email (when set) or else the account's says where. Every notification mail asks here.
import type { NOTIFICATION_CATEGORIES } from '@ledgerhouse/contracts';

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export interface NotificationSettings {
  categories: readonly string[];
  email: string | null;
}

/** The address to mail, or null when the seller keeps this category off. */
export function notificationRecipient(settings: NotificationSettings, accountEmail: string, category: NotificationCategory): string | null {
  if (!settings.categories.includes(category)) return null;
  return settings.email || accountEmail;
}
