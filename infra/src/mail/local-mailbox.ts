import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../db/sql-client';
import type { MailPort, OutgoingMail } from './mail-port';

export interface StoredMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

/**
 * Keeps "sent" mail in the dev_mailbox table: /api/dev/mailbox shows each signed-in user their own outside production.
 * `onSent` lets the embedded start print the links on the console, for a newcomer who cannot sign in yet.
 */
export class LocalMailbox implements MailPort {
  readonly kind = 'local-mailbox' as const;

  constructor(
    private readonly sql: SqlClient,
    private readonly onSent?: (mail: OutgoingMail) => void,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.sql.query('insert into dev_mailbox (id, recipient, subject, body) values ($1, $2, $3, $4)', [
      randomUUID(),
      mail.to.toLowerCase(),
      mail.subject,
      mail.text,
    ]);
    this.onSent?.(mail);
  }

  /** The newest mail, to one address when `to` is given (any case), else to everyone. */
  async list(to?: string, limit = 50): Promise<StoredMail[]> {
    const { rows } = await this.sql.query<{ id: string; recipient: string; subject: string; body: string; sent_at: Date | string }>(
      `select id, recipient, subject, body, sent_at from dev_mailbox where ($1::text is null or recipient = lower($1::text)) order by sent_at desc, id limit $2`,
      [to ?? null, limit],
    );
    return rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, text: r.body, sentAt: new Date(r.sent_at).toISOString() }));
  }
}
