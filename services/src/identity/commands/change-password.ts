import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashPassword, verifyPassword } from '../crypto/secrets';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { SessionLiveness } from '../session-liveness';
import { endUserSessions } from './end-user-sessions';
import { loadUser } from '../services/load-user';

export class ChangePassword extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    /** The session the change was made from stays open; every other one ends. */
    readonly keepSessionId: string | null,
  ) {
    super();
  }
}

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword, CommandResult> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly liveness: SessionLiveness,
  ) {}

  async execute({ userId, currentPassword, newPassword, keepSessionId }: ChangePassword): Promise<CommandResult> {
    const user = await loadUser(this.deps.commands.store, userId);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'ChangePassword',
      currentPasswordMatches: user.exists && (await verifyPassword(user.passwordHash, currentPassword)),
      passwordHash: await hashPassword(newPassword),
      at: this.deps.clock.now(),
    });
    await endUserSessions(this.deps, this.liveness, userId, keepSessionId);
    return { id: userId, position: outcome.position ?? '' };
  }
}
