// A newcomer cannot sign in before confirming the address, so the mailbox page lets them prove it is theirs with the
// password they registered: the same proof as a login, counted against the same per-account backoff.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { MailPort } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { MAIL_PORT } from '../../persistence/tokens';
import { verifyPassword } from '../crypto/secrets';
import { GuessingLimits } from '../guessing/guessing-limits';
import { IdentityDeps } from '../identity-deps';
import { loadUserByEmail } from '../services/load-user';
import { devMailbox, type MailboxPage } from './read-dev-mailbox';

export class ReadMailboxByPassword extends Query<MailboxPage> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}

@QueryHandler(ReadMailboxByPassword)
export class ReadMailboxByPasswordHandler implements IQueryHandler<ReadMailboxByPassword, MailboxPage> {
  constructor(
    @Inject(MAIL_PORT) private readonly mail: MailPort,
    private readonly deps: IdentityDeps,
    private readonly limits: GuessingLimits,
  ) {}

  async execute({ email, password }: ReadMailboxByPassword): Promise<MailboxPage> {
    const mailbox = devMailbox(this.deps.config, this.mail);
    const key = GuessingLimits.key(email);
    await this.limits.logins.attempt(key, this.deps.clock.now());
    const user = await loadUserByEmail(this.deps.commands.store, email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError(ErrorCode.INCORRECT_PASSWORD, {}, { fields: [{ field: 'password', code: ErrorCode.INCORRECT_PASSWORD }] });
    }
    await this.limits.logins.succeeded(key);
    return { scope: 'own', items: await mailbox.list(user.email) };
  }
}
