// The same screens serve a seller (their own endpoints, under the profile) and the warehouse's staff (the admin area).
import { paths } from '../../../app/paths';

export type WebhookArea = 'seller' | 'admin';

export const webhookHrefs = {
  seller: { list: paths.profileWebhooks.href, one: paths.profileWebhook.href },
  admin: { list: paths.adminWebhooks.href, one: paths.adminWebhook.href },
} as const satisfies Record<WebhookArea, { list: () => string; one: (id: string) => string }>;
