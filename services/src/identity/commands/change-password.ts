import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashPassword, verifyPassword } from '../crypto/secrets';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { loadUser } from './load-user';

export class ChangePassword extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword, CommandResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, currentPassword, newPassword }: ChangePassword): Promise<CommandResult> {
    const user = await loadUser(this.deps.commands.store, userId);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'ChangePassword',
      currentPasswordMatches: user.exists && (await verifyPassword(user.passwordHash, currentPassword)),
      passwordHash: await hashPassword(newPassword),
      at: this.deps.clock.now(),
    });
    return { id: userId, position: outcome.position ?? '' };
  }
}
