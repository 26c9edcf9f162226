// One message of the order-commands topic, start to finish but for the broker: read it, check the seller is on the
// topic's allow-list, drop a repeated key, check the seller, place the order through the orders context's PlaceOrder door (with the id the seller and key derive),
// record the receipt. A refusal that can never turn into success comes back for the dead-letter topic; anything else
// (the database away, a lost race) is thrown, so the broker hands the message over again.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Clock, IncomingMessage } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { runInRequestContext } from '../../event-sourcing/request-context';
import { PlaceOrder } from '../../orders/commands/place-order.command';
import { APP_CONFIG, CLOCK, READ_DB } from '../../persistence/tokens';
import { readOrderCommand } from './order-command-reading';
import { orderCommandOrderId } from './order-command-order-id';
import { receivedOrderId, recordReceipt } from './order-command-receipts';
import type { OrderCommandReceiptsTables } from './order-command-receipts.table';
import { refusalOf, type OrderCommandRefusal } from './order-command-refusal';
import { allowListRefusal } from './order-command-sellers';
import { sellerRefusal } from './seller-standing';

export type OrderCommandOutcome =
  | { kind: 'placed'; sellerId: string; orderId: string }
  /** The seller's key placed an order before: nothing to do. */
  | { kind: 'repeated'; sellerId: string; orderId: string }
  | { kind: 'refused'; sellerId: string | null; refusal: OrderCommandRefusal };

@Injectable()
export class OrderCommandHandling {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The same database, typed for the receipts table (which no projector owns). */
  private get receipts(): Kysely<OrderCommandReceiptsTables> {
    return this.db as unknown as Kysely<OrderCommandReceiptsTables>;
  }

  async handle(message: IncomingMessage): Promise<OrderCommandOutcome> {
    const reading = readOrderCommand(message);
    if (!reading.ok) return { kind: 'refused', sellerId: null, refusal: reading.refusal };
    const { command, idempotencyKey } = reading;
    const { sellerId } = command;
    // Unset, the consumer does not run; should this be called anyway, it serves no seller.
    const notAllowed = allowListRefusal(this.config.KAFKA_ORDER_COMMAND_SELLERS ?? [], sellerId);
    if (notAllowed) return { kind: 'refused', sellerId, refusal: notAllowed };

    const earlier = await receivedOrderId(this.receipts, sellerId, idempotencyKey);
    if (earlier) return { kind: 'repeated', sellerId, orderId: earlier };
    const standing = await sellerRefusal(this.db, sellerId);
    if (standing) return { kind: 'refused', sellerId, refusal: standing };

    const orderId = orderCommandOrderId(sellerId, idempotencyKey);
    // The events record the message as their cause; no user acted (the topic is the system's own door).
    const context = {
      correlationId: randomUUID(),
      userId: null,
      impersonatorId: null,
      locale: 'en-US' as const,
      causationId: `order-command:${message.topic}:${message.partition}:${message.offset}`,
    };
    try {
      await runInRequestContext(context, () => this.commands.execute(new PlaceOrder(sellerId, command.order, orderId)));
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      return { kind: 'refused', sellerId, refusal };
    }
    await recordReceipt(this.receipts, { sellerId, idempotencyKey, orderId, at: this.clock.now() });
    return { kind: 'placed', sellerId, orderId };
  }
}
