// Who may read which mail in the embedded mailbox: a reset or confirmation link is as good as the account it opens, so
// everyone, staff included, reads only the mail to their own address (docs/decisions/0023-dev-mailbox-own-mail-only.md).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type MAILBOX_SCOPES, type MailView } from '@ledgerhouse/contracts';
import { LocalMailbox, type MailPort } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { APP_CONFIG, MAIL_PORT, READ_DB } from '../../persistence/tokens';

export interface MailboxPage {
  scope: (typeof MAILBOX_SCOPES)[number];
  items: MailView[];
}

/** The embedded mailbox, or 404 where there is none (production, SMTP). */
export function devMailbox(config: AppConfig, mail: MailPort): LocalMailbox {
  if (config.NODE_ENV === 'production' || !(mail instanceof LocalMailbox)) throw new DomainError(ErrorCode.NOT_FOUND);
  return mail;
}

/** The caller's own mail; `to` naming any other address finds nothing. */
export class ReadDevMailbox extends Query<MailboxPage> {
  constructor(
    readonly callerId: string,
    readonly to: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(ReadDevMailbox)
export class ReadDevMailboxHandler implements IQueryHandler<ReadDevMailbox, MailboxPage> {
  constructor(
    @Inject(MAIL_PORT) private readonly mail: MailPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ callerId, to }: ReadDevMailbox): Promise<MailboxPage> {
    const mailbox = devMailbox(this.config, this.mail);
    const caller = await this.db.selectFrom('users').select('email').where('id', '=', callerId).executeTakeFirst();
    if (!caller || (to !== undefined && to.toLowerCase() !== caller.email.toLowerCase())) return { scope: 'own', items: [] };
    return { scope: 'own', items: await mailbox.list(caller.email) };
  }
}
