import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashSecret } from '../crypto/secrets';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { mailFor } from '../mail-templates';
import { notificationRecipient } from '../../notifications/notification-recipient';
import { loadUser } from '../services/load-user';
import { DomainError } from '../../errors/domain-error';
import { ErrorCode } from '@ledgerhouse/contracts';

export class ConfirmEmail extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmEmail)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmail, CommandResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, token }: ConfirmEmail): Promise<CommandResult> {
    const user = await loadUser(this.deps.commands.store, userId);
    if (!user.exists) throw new DomainError(ErrorCode.CONFIRMATION_LINK_INVALID);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'ConfirmEmail',
      tokenHash: hashSecret(token),
      at: this.deps.clock.now(),
    });
    // Onboarding mail: only for the confirmation itself (a repeated link appends nothing), if the seller keeps it on.
    const to = notificationRecipient(user.notifications, user.email, 'ONBOARDING');
    if (outcome.position && to)
      await this.deps.mail.send(mailFor('welcome', this.deps.locale, to, user.fullName, this.deps.link('/products')));
    return { id: userId, position: outcome.position ?? '' };
  }
}
