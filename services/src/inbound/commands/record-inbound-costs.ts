// A LOCATED shipment's receiving bill is recorded (once: recording it again records nothing); the shipment is then PAYMENT.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, InboundCosts } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inboundPaymentDecider, inboundStream } from '../domain/inbound-payment';

export class RecordInboundCosts extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    readonly costs: InboundCosts,
  ) {
    super();
  }
}

@CommandHandler(RecordInboundCosts)
export class RecordInboundCostsHandler implements ICommandHandler<RecordInboundCosts, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, costs }: RecordInboundCosts): Promise<CommandResult> {
    const command = { type: 'RecordInboundCosts' as const, costs, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inboundStream(shipmentId), inboundPaymentDecider, command);
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
