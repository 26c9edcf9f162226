// A seller deletes a draft; its data is lost (the web warns first).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class DeleteInboundDraft extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteInboundDraft)
export class DeleteInboundDraftHandler implements ICommandHandler<DeleteInboundDraft, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, sellerId }: DeleteInboundDraft): Promise<CommandResult> {
    return resultOf(shipmentId, await runInboundCommand(this.deps, shipmentId, { type: 'DeleteDraft', sellerId, at: this.clock.now() }));
  }
}
