import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashSecret, newSecret } from '../crypto/secrets';
import { userDecider, userStream } from '../domain/user';
import { GuessingLimits } from '../guessing/guessing-limits';
import { IdentityDeps } from '../identity-deps';
import { mailFor } from '../mail-templates';
import { loadUser, userIdByEmail } from '../services/load-user';

/** Answers the same whether or not the email has an account, so the form cannot be used to probe for accounts. */
export class RequestPasswordReset extends Command<{ accepted: true }> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset, { accepted: true }> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly limits: GuessingLimits,
  ) {}

  /** Counted per email for known and unknown addresses alike, so the limit itself reveals no account. */
  async execute({ email }: RequestPasswordReset): Promise<{ accepted: true }> {
    await this.limits.resetRequests.attempt(GuessingLimits.key(email), this.deps.clock.now());
    const userId = await userIdByEmail(this.deps.commands.store, email);
    const user = userId ? await loadUser(this.deps.commands.store, userId) : null;
    if (!user?.exists) return { accepted: true };
    const secret = newSecret();
    await executeCommand(this.deps.commands, userStream(user.id), userDecider, {
      type: 'RequestPasswordReset',
      tokenHash: hashSecret(secret),
      expiresAt: this.deps.inFuture(this.deps.config.RESET_LINK_TTL_MINUTES * 60_000),
      at: this.deps.clock.now(),
    });
    const link = this.deps.link('/reset_password', { user: user.id, token: secret });
    await this.deps.mail.send(mailFor('reset', this.deps.locale, user.email, user.fullName, link));
    return { accepted: true };
  }
}
