// A seller creates an order: a number of their own (unique among their orders), products by SKU within the available
// stock, buyer and address. It is RESERVING at once; the reservation saga takes the stock.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, CreateOrderBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { claimUnique } from '../../event-sourcing/unique-claim';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderDecider, type OrderCommand } from '../domain/order';
import { orderNumberClaim, orderNumberClaimStream } from '../domain/order-number-claim';
import { OrderLines } from '../services/order-lines';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class PlaceOrder extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly body: CreateOrderBody,
  ) {
    super();
  }
}

@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orderLines: OrderLines,
  ) {}

  async execute({ sellerId, body }: PlaceOrder): Promise<CommandResult> {
    const orderId = randomUUID();
    const command: OrderCommand = {
      type: 'PlaceOrder',
      orderId,
      sellerId,
      number: body.number,
      orderDate: body.orderDate,
      source: { channel: body.channel, channelAccountId: null, channelOrderId: null },
      buyer: body.buyer,
      address: body.address,
      note: body.note,
      lines: await this.orderLines.resolve(sellerId, body.lines),
      at: this.clock.now(),
    };
    // The rules first, so a refused order takes no number.
    orderDecider.decide(command, orderDecider.initialState);
    await claimUnique(this.deps, this.clock, orderNumberClaim, orderNumberClaimStream(sellerId, body.number), orderId);
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, command));
  }
}
