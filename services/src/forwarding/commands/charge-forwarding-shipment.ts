// A manager sets the processing cost and the seller's wallet pays it: the intent (PAYMENT_PENDING) is recorded first,
// then Billing's SpendFromWallet charges it with the shipment as the document (so it is never charged twice), then
// PAID or PAYMENT_FAILED. Charging a failed one again, or one left pending by a crash, resumes the same document.
// Without a cost (the forwarding payment saga after a top-up) it charges the amount of the last attempt.
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult, type ForwardingStatus } from '@ledgerhouse/contracts';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import { isBlockedRefusal, SpendFromWallet, type SpendingOutcome } from '../../billing/commands/spend-from-wallet.command';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, type CommandDeps } from '../../persistence/tokens';
import { forwardingDecider, forwardingStream } from '../domain/forwarding-shipment';

export type ChargeResult = CommandResult & { status: ForwardingStatus };

export class ChargeForwardingShipment extends Command<ChargeResult> {
  constructor(
    readonly shipmentId: string,
    readonly processingCostCents: number | null,
  ) {
    super();
  }
}

@CommandHandler(ChargeForwardingShipment)
export class ChargeForwardingShipmentHandler implements ICommandHandler<ChargeForwardingShipment, ChargeResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ shipmentId, processingCostCents }: ChargeForwardingShipment): Promise<ChargeResult> {
    const stream = forwardingStream(shipmentId);
    await executeCommand(this.deps, stream, forwardingDecider, {
      type: 'RequestPayment',
      amountCents: processingCostCents,
      at: this.clock.now(),
    });
    const pending = await loadState(this.store, stream, forwardingDecider);
    let spending: SpendingOutcome | null = null;
    try {
      spending = await this.commands.execute(
        new SpendFromWallet(pending.sellerId!, {
          purpose: 'FORWARDING_SHIPMENT',
          amountCents: pending.amountCents!,
          documentId: shipmentId,
          notes: null,
          reference: { kind: 'FORWARDING_SHIPMENT', trackingNumber: pending.details!.trackingNumber },
        }),
      );
    } catch (err) {
      if (!isBlockedRefusal(err)) throw err;
    }
    const outcome = await executeCommand(this.deps, stream, forwardingDecider, {
      type: 'RecordPayment',
      accepted: spending?.accepted ?? false,
      at: this.clock.now(),
    });
    // A deactivated account is never charged: the shipment is PAYMENT_FAILED (retried after a later top-up) and the
    // manager is told why, with the position of what was recorded.
    if (!spending) throw new DomainError(ErrorCode.ACCOUNT_BLOCKED, {}, { position: outcome.position });
    const settled = await loadState(this.store, stream, forwardingDecider);
    return { id: shipmentId, position: outcome.position ?? spending.position, status: settled.status! };
  }
}
