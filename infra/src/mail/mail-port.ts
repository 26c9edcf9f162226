import type { OutgoingMail } from '@ledgerhouse/contracts';

export type { OutgoingMail };

/** Outgoing mail. Embedded default: a local mailbox a developer can read; SMTP when SMTP_URL is set. */
export interface MailPort {
  readonly kind: 'local-mailbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}
