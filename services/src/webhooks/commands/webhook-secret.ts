// A Standard Webhooks signing secret: `whsec_` and base64 of 32 random bytes.
import { randomBytes } from 'node:crypto';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
