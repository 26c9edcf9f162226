// Who may read which mail in the embedded mailbox: a reset or confirmation link is as good as the account it opens.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type MAILBOX_SCOPES, type MailView } from '@ledgerhouse/contracts';
import { LocalMailbox, type MailPort } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { APP_CONFIG, MAIL_PORT, READ_DB } from '../../persistence/tokens';
import { ADMIN_TYPES } from '../http/auth.guard';

export interface MailboxPage {
  scope: (typeof MAILBOX_SCOPES)[number];
  items: MailView[];
}

/** The caller's own mail; every address's for staff and warehouse managers (`to` narrows either). */
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
    if (this.config.NODE_ENV === 'production' || !(this.mail instanceof LocalMailbox)) throw new DomainError(ErrorCode.NOT_FOUND);
    const caller = await this.db.selectFrom('users').select(['email', 'user_type']).where('id', '=', callerId).executeTakeFirst();
    if (caller && ADMIN_TYPES.has(caller.user_type ?? '')) return { scope: 'all', items: await this.mail.list(to) };
    if (!caller || (to !== undefined && to.toLowerCase() !== caller.email.toLowerCase())) return { scope: 'own', items: [] };
    return { scope: 'own', items: await this.mail.list(caller.email) };
  }
}
