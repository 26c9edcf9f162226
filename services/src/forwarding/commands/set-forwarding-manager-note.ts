// A manager's note on a forwarding shipment, shown to the seller.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { forwardingDecider, forwardingStream } from '../domain/forwarding-shipment';

export class SetForwardingManagerNote extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    readonly managerNote: string | null,
  ) {
    super();
  }
}

@CommandHandler(SetForwardingManagerNote)
export class SetForwardingManagerNoteHandler implements ICommandHandler<SetForwardingManagerNote, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, managerNote }: SetForwardingManagerNote): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, forwardingStream(shipmentId), forwardingDecider, {
      type: 'SetManagerNote',
      managerNote,
      at: this.clock.now(),
    });
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
