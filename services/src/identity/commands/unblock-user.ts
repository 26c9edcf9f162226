// Staff unblock an account.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { requireBlockPower } from '../services/require-block-power';

export class UnblockUser extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    /** The staff member or manager asking: the staff-powers table says whom they may block. */
    readonly callerId: string,
  ) {
    super();
  }
}

@CommandHandler(UnblockUser)
export class UnblockUserHandler implements ICommandHandler<UnblockUser, CommandResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, callerId }: UnblockUser): Promise<CommandResult> {
    await requireBlockPower(this.deps.commands.store, callerId, userId);
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, {
      type: 'Unblock',
      at: this.deps.clock.now(),
    });
    return { id: userId, position: outcome.position ?? '' };
  }
}
