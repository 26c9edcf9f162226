// Staff start acting as an account; the user stream records who.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { requireUserExists } from '../services/load-user';

export class StartImpersonation extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly impersonatorId: string,
  ) {
    super();
  }
}

@CommandHandler(StartImpersonation)
export class StartImpersonationHandler implements ICommandHandler<StartImpersonation, CommandResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, impersonatorId }: StartImpersonation): Promise<CommandResult> {
    await requireUserExists(this.deps.commands.store, userId);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'StartImpersonation',
      impersonatorId,
      at: this.deps.clock.now(),
    });
    return { id: userId, position: outcome.position ?? '' };
  }
}
