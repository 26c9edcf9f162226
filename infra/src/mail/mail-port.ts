import type { OutgoingMail } from '@ledgerhouse/contracts';

export type { OutgoingMail };

/** Outgoing mail. Embedded default: a local mailbox a developer can read; SMTP when SMTP_URL is set. */
export interface MailPort {
  readonly kind: 'local-mailbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * True when the mail server refused the message for good, so sending it again cannot succeed: a 5xx answer, or
 * nodemailer's refusal of the envelope (no valid recipient) or the message. Anything else (a 4xx, a lost connection,
 * a timeout) may pass on a later try.
 */
export function isPermanentMailRefusal(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}
