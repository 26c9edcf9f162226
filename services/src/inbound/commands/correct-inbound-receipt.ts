// A manager corrects a miscount of one product (good or damaged), never below zero.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { resultOf, runInboundCommand } from '../services/run-inbound-command';

export class CorrectInboundReceipt extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    readonly productId: string,
    readonly delta: number,
    readonly damaged: boolean,
    readonly reason: string,
  ) {
    super();
  }
}

@CommandHandler(CorrectInboundReceipt)
export class CorrectInboundReceiptHandler implements ICommandHandler<CorrectInboundReceipt, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, productId, delta, damaged, reason }: CorrectInboundReceipt): Promise<CommandResult> {
    return resultOf(
      shipmentId,
      await runInboundCommand(this.deps, shipmentId, { type: 'CorrectReceipt', productId, delta, damaged, reason, at: this.clock.now() }),
    );
  }
}
