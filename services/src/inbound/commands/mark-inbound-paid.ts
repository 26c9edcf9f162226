// The wallet paid the shipment's costs: PAYMENT_PENDING → PAID; nothing when already paid.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inboundPaymentDecider, inboundStream } from '../domain/inbound-payment';

export class MarkInboundPaid extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    readonly amountCents: number,
  ) {
    super();
  }
}

@CommandHandler(MarkInboundPaid)
export class MarkInboundPaidHandler implements ICommandHandler<MarkInboundPaid, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, amountCents }: MarkInboundPaid): Promise<CommandResult> {
    const command = { type: 'MarkInboundPaid' as const, amountCents, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inboundStream(shipmentId), inboundPaymentDecider, command);
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
