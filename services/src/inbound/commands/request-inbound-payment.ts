// The wallet charge for the shipment's costs is asked for (intent, the shipment as document): PAYMENT or PAYMENT_FAILED → PAYMENT_PENDING; nothing when already pending or paid.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inboundPaymentDecider, inboundStream } from '../domain/inbound-payment';

export class RequestInboundPayment extends Command<CommandResult> {
  constructor(
    readonly shipmentId: string,
    /** After a top-up, for a PAYMENT_FAILED shipment; the first request is made from PAYMENT only. */
    readonly retry: boolean,
  ) {
    super();
  }
}

@CommandHandler(RequestInboundPayment)
export class RequestInboundPaymentHandler implements ICommandHandler<RequestInboundPayment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shipmentId, retry }: RequestInboundPayment): Promise<CommandResult> {
    const command = { type: 'RequestInboundPayment' as const, retry, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inboundStream(shipmentId), inboundPaymentDecider, command);
    return { id: shipmentId, position: outcome.position ?? '' };
  }
}
