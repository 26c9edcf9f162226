// The wallet could not pay: PAYMENT_PENDING → PAYMENT_FAILED (paid after the seller's next top-up); nothing when already failed or paid.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inboundPaymentDecider, inboundStream } from '../domain/inbound-payment';

export class MarkInboundPaymentFailed extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    readonly reason: 'INSUFFICIENT_FUNDS' | 'ACCOUNT_BLOCKED' | 'OTHER',
  ) {
    super();
  }
}

@CommandHandler(MarkInboundPaymentFailed)
export class MarkInboundPaymentFailedHandler implements ICommandHandler<MarkInboundPaymentFailed, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, reason }: MarkInboundPaymentFailed): Promise<CommandResult> {
    const command = { type: 'MarkInboundPaymentFailed' as const, reason, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inboundStream(shipmentId), inboundPaymentDecider, command);
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
