// Staff stop acting as an account.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { OpenImpersonations } from '../open-impersonations';
import { requireUserExists } from '../services/load-user';

export class EndImpersonation extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly impersonatorId: string,
  ) {
    super();
  }
}

@CommandHandler(EndImpersonation)
export class EndImpersonationHandler implements ICommandHandler<EndImpersonation, CommandResult> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly open: OpenImpersonations,
  ) {}

  async execute({ userId, impersonatorId }: EndImpersonation): Promise<CommandResult> {
    await requireUserExists(this.deps.commands.store, userId);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'EndImpersonation',
      impersonatorId,
      at: this.deps.clock.now(),
    });
    this.open.ended(impersonatorId, userId);
    return { id: userId, position: outcome.position ?? '' };
  }
}
