// Places an order imported from a sales channel (PlaceChannelOrder): the marketplace's number or the first free
// suffixed one (a number this order claimed before is kept), then PlaceOrder through the decider. Stock is not checked:
// a short order waits in INSUFFICIENT_GOODS like any other.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { claimUnique } from '../../event-sourcing/unique-claim';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderNumberClaim, orderNumberClaimStream } from '../domain/order-number-claim';
import { runOrderCommand } from '../services/run-order-command';
import { PlaceChannelOrder } from './place-channel-order.command';

/** Numbers tried: the marketplace's own, then "-2" … "-9". */
const NUMBER_TRIES = 9;

@CommandHandler(PlaceChannelOrder)
export class PlaceChannelOrderHandler implements ICommandHandler<PlaceChannelOrder, { placed: boolean; number: string }> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ order }: PlaceChannelOrder): Promise<{ placed: boolean; number: string }> {
    const number = await this.claimNumber(order.sellerId, order.number, order.orderId);
    const outcome = await runOrderCommand(this.deps, order.orderId, { type: 'PlaceOrder', ...order, number, at: this.clock.now() });
    return { placed: outcome.events.length > 0, number: outcome.state.number ?? number };
  }

  private async claimNumber(sellerId: string, number: string, orderId: string): Promise<string> {
    for (let n = 1; n <= NUMBER_TRIES; n++) {
      const candidate = n === 1 ? number : `${number}-${n}`;
      try {
        await claimUnique(this.deps, this.clock, orderNumberClaim, orderNumberClaimStream(sellerId, candidate), orderId);
        return candidate;
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== ErrorCode.ORDER_NUMBER_TAKEN) throw err;
      }
    }
    throw new DomainError(ErrorCode.ORDER_NUMBER_TAKEN);
  }
}
