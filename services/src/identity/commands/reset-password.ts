import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashPassword, hashSecret } from '../crypto/secrets';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { SessionLiveness } from '../session-liveness';
import { endUserSessions } from './end-user-sessions';
import { loadUser } from '../services/load-user';

export class ResetPassword extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}

@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword, CommandResult> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly liveness: SessionLiveness,
  ) {}

  async execute({ userId, token, password }: ResetPassword): Promise<CommandResult> {
    if (!(await loadUser(this.deps.commands.store, userId)).exists) throw new DomainError(ErrorCode.RESET_LINK_INVALID);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'ResetPassword',
      tokenHash: hashSecret(token),
      passwordHash: await hashPassword(password),
      at: this.deps.clock.now(),
    });
    await endUserSessions(this.deps, this.liveness, userId, null);
    return { id: userId, position: outcome.position ?? '' };
  }
}
