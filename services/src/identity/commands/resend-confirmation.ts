// "Send the link again" for an account whose email is not confirmed: a new confirmation link replaces the old one.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashSecret, newSecret } from '../crypto/secrets';
import { userDecider, userStream } from '../domain/user';
import { GuessingLimits } from '../guessing/guessing-limits';
import { IdentityDeps } from '../identity-deps';
import { mailFor } from '../mail-templates';
import { loadUser, userIdByEmail } from '../services/load-user';

/** Answers the same whether or not the email has an unconfirmed account, so it cannot be used to probe for accounts. */
export class ResendConfirmation extends Command<{ accepted: true }> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(ResendConfirmation)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmation, { accepted: true }> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly limits: GuessingLimits,
  ) {}

  /** Counted per email for every address alike, so the limit itself reveals no account. */
  async execute({ email }: ResendConfirmation): Promise<{ accepted: true }> {
    await this.limits.confirmationRequests.attempt(GuessingLimits.key(email), this.deps.clock.now());
    const userId = await userIdByEmail(this.deps.commands.store, email);
    const user = userId ? await loadUser(this.deps.commands.store, userId) : null;
    if (!user?.exists || user.emailConfirmed) return { accepted: true };
    const secret = newSecret();
    await executeCommand(this.deps.commands, userStream(user.id), userDecider, {
      type: 'RenewConfirmationLink',
      tokenHash: hashSecret(secret),
      expiresAt: this.deps.inFuture(this.deps.config.CONFIRMATION_LINK_TTL_HOURS * 3_600_000),
      at: this.deps.clock.now(),
    });
    const link = this.deps.link('/registration-confirm-email', { user: user.id, token: secret });
    await this.deps.mail.send(mailFor('confirm', this.deps.locale, user.email, user.fullName, link));
    return { accepted: true };
  }
}
