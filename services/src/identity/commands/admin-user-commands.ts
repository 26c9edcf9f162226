// Staff actions on an account: block, unblock, start and end acting as it.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { loadUser } from './load-user';

export type AdminUserAction = { type: 'Block' } | { type: 'Unblock' } | { type: 'StartImpersonation'; impersonatorId: string } | { type: 'EndImpersonation'; impersonatorId: string };

export class ActOnUser extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly action: AdminUserAction,
  ) {
    super();
  }
}

@CommandHandler(ActOnUser)
export class ActOnUserHandler implements ICommandHandler<ActOnUser, CommandResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, action }: ActOnUser): Promise<CommandResult> {
    if (!(await loadUser(this.deps.commands.store, userId)).exists) throw new DomainError(ErrorCode.NOT_FOUND, 404);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, { ...action, at: this.deps.clock.now() });
    return { id: userId, position: outcome.position ?? '' };
  }
}
