import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashPassword, hashSecret } from '../crypto/secrets';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { loadUser } from './load-user';

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
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, token, password }: ResetPassword): Promise<CommandResult> {
    if (!(await loadUser(this.deps.commands.store, userId)).exists) throw new DomainError(ErrorCode.RESET_LINK_INVALID, 400);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'ResetPassword',
      tokenHash: hashSecret(token),
      passwordHash: await hashPassword(password),
      at: this.deps.clock.now(),
    });
    return { id: userId, position: outcome.position ?? '' };
  }
}
