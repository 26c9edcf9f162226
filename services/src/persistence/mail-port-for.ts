// The mail port the config asks for. On the embedded development start (local mailbox, NODE_ENV=development), each
// mail's links are also printed on the console: a newcomer must confirm the address before they can sign in and read
// their mail. The one deliberate exception to "no one-time token in a log": never in production or tests, never with SMTP_URL.
import { Logger } from '@nestjs/common';
import type { OutgoingMail } from '@ledgerhouse/contracts';
import { LocalMailbox, SmtpMail, type MailPort, type SqlClient } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';

const LINK = /https?:\/\/\S+/g;

export function mailPortFor(
  config: AppConfig,
  sql: SqlClient,
  log: (line: string) => void = (line) => new Logger('LocalMailbox').log(line),
): MailPort {
  if (config.SMTP_URL) return new SmtpMail(config.SMTP_URL, config.MAIL_FROM);
  if (config.NODE_ENV !== 'development') return new LocalMailbox(sql);
  return new LocalMailbox(sql, (mail: OutgoingMail) => {
    const links = mail.text.match(LINK);
    if (links) log(`Mail to ${mail.to} (${mail.subject}): ${links.join(' ')}`);
  });
}
