// One marketplace order into the Orders context, through the order decider like a seller's own order: claimed first
// (import-claim.ts), numbered with the marketplace's number (suffixed "-2", "-3"… when the seller already has another
// order by that number), lines matched to the seller's products by SKU. Stock is not checked here: a short order is
// placed all the same and the reservation saga leaves it INSUFFICIENT_GOODS (action required), as for any order.
// An order naming a SKU the seller's catalog lacks cannot be placed: it is answered as refused, for the pass to report.
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { ErrorCode, type OrderLine, type SalesChannelMarketplace } from '@ledgerhouse/contracts';
import type { Clock, MarketplaceOrder } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { claimUnique } from '../../event-sourcing/unique-claim';
import { orderNumberClaim, orderNumberClaimStream } from '../../orders/domain/order-number-claim';
import { runOrderCommand } from '../../orders/services/run-order-command';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { channelOrderClaimDecider, channelOrderClaimStream, importedOrderId } from './import-claim';

/** Numbers tried before giving up: the marketplace's own, then "-2" … "-9". */
const NUMBER_SUFFIXES = 9;

export interface ImportingChannel {
  channelId: string;
  sellerId: string;
  marketplace: SalesChannelMarketplace;
}

export type Placement = { kind: 'IMPORTED'; orderId: string } | { kind: 'KNOWN'; orderId: string } | { kind: 'REFUSED'; reason: string };

const key = (sku: string) => sku.trim().toLowerCase();

@Injectable()
export class ImportPlacement {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async place(channel: ImportingChannel, order: MarketplaceOrder): Promise<Placement> {
    const orderId = importedOrderId(channel.channelId, order.channelOrderId);
    const lines = await this.linesOf(channel.sellerId, order);
    if (typeof lines === 'string') return { kind: 'REFUSED', reason: lines };
    await executeCommand(this.deps, channelOrderClaimStream(channel.channelId, order.channelOrderId), channelOrderClaimDecider, {
      orderId,
      channelOrderId: order.channelOrderId,
      lines: order.lines.map((line) => ({ sku: line.sku, channelLineId: line.channelLineId })),
      at: this.clock.now(),
    });
    if ((await this.deps.store.readStream(`order-${orderId}`)).length > 0) return { kind: 'KNOWN', orderId };
    const number = await this.claimNumber(channel.sellerId, order.number, orderId);
    const outcome = await runOrderCommand(this.deps, orderId, {
      type: 'PlaceOrder',
      orderId,
      sellerId: channel.sellerId,
      number,
      orderDate: order.orderedAt,
      source: { channel: channel.marketplace, channelAccountId: channel.channelId, channelOrderId: order.channelOrderId },
      buyer: { fullName: order.buyer.fullName, phone: order.buyer.phone ?? '' },
      address: order.address,
      note: order.note,
      lines,
      at: this.clock.now(),
    });
    return outcome.events.length > 0 ? { kind: 'IMPORTED', orderId } : { kind: 'KNOWN', orderId };
  }

  /** The marketplace's number, or the first free suffixed one; a number this order claimed before is kept. */
  private async claimNumber(sellerId: string, number: string, orderId: string): Promise<string> {
    for (let n = 1; n <= NUMBER_SUFFIXES; n++) {
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

  /** Order lines by the seller's products; a line repeating a SKU adds to the first. A reason when a SKU is unknown. */
  private async linesOf(sellerId: string, order: MarketplaceOrder): Promise<OrderLine[] | string> {
    const wanted = [...new Set(order.lines.map((line) => key(line.sku)))];
    if (wanted.length === 0) return 'The order has no lines';
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('seller_id', '=', sellerId)
      .where('deleted', '=', false)
      .where(sql<string>`lower(sku)`, 'in', wanted)
      .execute();
    const bySku = new Map(rows.map((row) => [key(row.sku), row]));
    const unknown = [...new Set(order.lines.map((line) => line.sku.trim()).filter((sku) => !bySku.has(key(sku))))];
    if (unknown.length > 0) return `No product with SKU ${unknown.join(', ')} in the catalog`;
    const lines = new Map<string, OrderLine>();
    for (const line of order.lines) {
      const product = bySku.get(key(line.sku))!;
      const seen = lines.get(product.id);
      if (seen) seen.quantity += line.quantity;
      else lines.set(product.id, { productId: product.id, sku: product.sku, quantity: line.quantity, priceCents: line.priceCents });
    }
    return [...lines.values()];
  }
}
