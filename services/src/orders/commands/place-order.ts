// A seller creates an order: a number of their own (unique among their orders), products by SKU within the available
// stock, buyer and address. Its reservation is decided and appended with the placement (place-with-reservation.ts):
// the answer holds READY_FOR_FULFILLMENT or INSUFFICIENT_GOODS. Only when that keeps losing races to other processes
// is it placed RESERVING, and the reservation saga takes the stock.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { foldEvents } from '../../event-sourcing/load-state';
import { claimUnique, freeClaim } from '../../event-sourcing/unique-claim';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderDecider, orderStream, type OrderCommand } from '../domain/order';
import { orderNumberClaim, orderNumberClaimStream } from '../domain/order-number-claim';
import { OrderLines } from '../services/order-lines';
import { placeWithReservation } from '../services/place-with-reservation';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';
import { PlaceOrder } from './place-order.command';

@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orderLines: OrderLines,
    private readonly queries: QueryBus,
  ) {}

  async execute({ sellerId, body, orderId: givenId }: PlaceOrder): Promise<CommandResult> {
    // A caller-chosen id comes again after a crash between placing and the caller's record of it: the order placed
    // then is the answer. Its lines are not checked again, since its own reservation may now hold the stock.
    if (givenId && (await this.placedBefore(sellerId, givenId))) return { id: givenId, position: '' };
    const orderId = givenId ?? randomUUID();
    const command: Extract<OrderCommand, { type: 'PlaceOrder' }> = {
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
    const claimStream = orderNumberClaimStream(sellerId, body.number);
    const claim = { streamId: claimStream, take: () => freeClaim(this.deps, orderNumberClaim, claimStream, orderId) };
    const placed = await placeWithReservation(this.deps, this.queries, command, claim);
    if (placed) return orderResultOf(orderId, placed);
    // The number is held (by another order: refused; by an order that never came into being: taken over), or a race
    // was lost: the claim's full rules, then the placement.
    await claimUnique(this.deps, this.clock, orderNumberClaim, claimStream, orderId);
    const reserved = await placeWithReservation(this.deps, this.queries, command);
    return orderResultOf(orderId, reserved ?? (await runOrderCommand(this.deps, orderId, command)));
  }

  private async placedBefore(sellerId: string, orderId: string): Promise<boolean> {
    const state = foldEvents(orderDecider, await this.deps.store.readStream(orderStream(orderId)));
    if (state.facets.status === null) return false;
    if (state.sellerId !== sellerId) throw new DomainError(ErrorCode.NOT_FOUND);
    return true;
  }
}
