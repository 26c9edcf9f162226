// Facts of the webhooks context: one `webhook-<webhookId>` stream per endpoint, from its creation to its deletion.
// The signing secret travels only sealed (AES-256-GCM under the server's key ring), never in plain text.
import type { WebhookDisabledReason, WebhookScope } from '../api/webhooks';
import type { Locale } from '../locale';
import type { SealedCredentials } from './channels';

export type WebhookEvent =
  | {
      type: 'WebhookCreated';
      data: {
        webhookId: string;
        /** The seller (SELLER) or the staff member who created it (WAREHOUSE): mailed when it is disabled as FAILING. */
        ownerId: string;
        scope: WebhookScope;
        url: string;
        description: string;
        eventTypes: string[];
        secret: SealedCredentials;
        /** The language the owner used the app in: the disable mail's language. */
        locale: Locale;
        at: string;
      };
    }
  | { type: 'WebhookUpdated'; data: { url: string; description: string; eventTypes: string[]; at: string } }
  | {
      type: 'WebhookDisabled';
      /** FAILING: `lastFailure` is the last attempt's `HTTP <code>` or error (absent on MANUAL and older events). */
      data: { reason: WebhookDisabledReason; at: string; lastFailure?: string };
    }
  | { type: 'WebhookEnabled'; data: { at: string } }
  | { type: 'WebhookSecretRotated'; data: { secret: SealedCredentials; at: string } }
  | { type: 'WebhookDeleted'; data: { at: string } };

export type WebhookEventType = WebhookEvent['type'];
export const WEBHOOK_DOMAIN_EVENTS: readonly WebhookEventType[] = [
  'WebhookCreated',
  'WebhookUpdated',
  'WebhookDisabled',
  'WebhookEnabled',
  'WebhookSecretRotated',
  'WebhookDeleted',
];

export const webhookStream = (webhookId: string) => `webhook-${webhookId}`;

/** webhook-slot-<owner>-<n>: which endpoint holds one of its owner's MAX_WEBHOOK_ENDPOINTS places (a unique claim). */
export type WebhookSlotEvent =
  { type: 'WebhookSlotTaken'; data: { webhookId: string } } | { type: 'WebhookSlotReleased'; data: { webhookId: string } };
