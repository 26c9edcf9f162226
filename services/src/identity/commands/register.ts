import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, RegisterBody, USER_TYPES } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashPassword, hashSecret, newSecret } from '../crypto/secrets';
import { claimUnique } from '../../event-sourcing/unique-claim';
import { emailClaim, emailClaimStream, normalizeEmail } from '../domain/email-claim';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { mailFor } from '../mail-templates';

export class Register extends Command<CommandResult> {
  constructor(
    readonly body: RegisterBody,
    /** Demo and admin-created accounts arrive confirmed and may be staff. */
    readonly options: { userType?: (typeof USER_TYPES)[number] | null; confirmed?: boolean; userId?: string } = {},
  ) {
    super();
  }
}

@CommandHandler(Register)
export class RegisterHandler implements ICommandHandler<Register, CommandResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ body, options }: Register): Promise<CommandResult> {
    const userId = options.userId ?? randomUUID();
    const email = normalizeEmail(body.email);
    await claimUnique(this.deps.commands, this.deps.clock, emailClaim(email), emailClaimStream(email), userId);
    const secret = newSecret();
    const confirmed = options.confirmed ?? false;
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'Register',
      userId,
      fullName: body.fullName.trim(),
      email,
      phone: body.phone.trim(),
      passwordHash: await hashPassword(body.password),
      userType: options.userType ?? null,
      confirmationHash: hashSecret(secret),
      confirmationExpiresAt: this.deps.inFuture(this.deps.config.CONFIRMATION_LINK_TTL_HOURS * 3_600_000),
      confirmed,
      at: this.deps.clock.now(),
    });
    if (!confirmed) {
      const link = this.deps.link('/registration-confirm-email', { user: userId, token: secret });
      await this.deps.mail.send(mailFor('confirm', this.deps.locale, email, body.fullName, link));
    }
    return { id: userId, position: outcome.position ?? '' };
  }
}
