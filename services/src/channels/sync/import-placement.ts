// One marketplace order into the Orders context (its PlaceChannelOrder door): claimed first (import-claim.ts), numbered
// with the marketplace's number (suffixed "-2", "-3"… when the seller already has another order by that number), lines
// matched to the seller's products by SKU. Stock is not checked here: a short order is
// placed all the same and the reservation saga leaves it INSUFFICIENT_GOODS (action required), as for any order.
// An order naming a SKU the seller's catalog lacks cannot be placed: it is answered as refused, for the pass to report.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import {
  ORDER_LINE_QUANTITY_MAX,
  ORDER_LINES_MAX,
  orderLineBody,
  type OrderLine,
  type SalesChannelMarketplace,
} from '@ledgerhouse/contracts';
import type { Clock, MarketplaceOrder } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { executeCommand } from '../../event-sourcing/execute-command';
import { PlaceChannelOrder } from '../../orders/commands/place-channel-order.command';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { channelOrderClaimDecider, channelOrderClaimStream, importedOrderId } from './import-claim';

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
    private readonly commands: CommandBus,
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
    const { placed } = await this.commands.execute(
      new PlaceChannelOrder({
        orderId,
        sellerId: channel.sellerId,
        number: order.number,
        orderDate: order.orderedAt,
        source: { channel: channel.marketplace, channelAccountId: channel.channelId, channelOrderId: order.channelOrderId },
        buyer: { fullName: order.buyer.fullName, phone: order.buyer.phone ?? '' },
        address: order.address,
        note: order.note,
        lines,
      }),
    );
    return placed ? { kind: 'IMPORTED', orderId } : { kind: 'KNOWN', orderId };
  }

  /** Order lines by the seller's products; a line repeating a SKU adds to the first. A reason when a SKU is unknown. */
  private async linesOf(sellerId: string, order: MarketplaceOrder): Promise<OrderLine[] | string> {
    const wanted = [...new Set(order.lines.map((line) => key(line.sku)))];
    if (wanted.length === 0) return 'The order has no lines';
    const outOfContract = outsideContract(order);
    if (outOfContract) return outOfContract;
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
    const merged = [...lines.values()];
    const over = merged.find((line) => line.quantity > ORDER_LINE_QUANTITY_MAX);
    return over ? `SKU ${over.sku}: more than ${ORDER_LINE_QUANTITY_MAX} units` : merged;
  }
}

/** Why the marketplace order breaks the manual order's line contract, or null when it keeps it. */
function outsideContract(order: MarketplaceOrder): string | null {
  if (order.lines.length > ORDER_LINES_MAX) return `More than ${ORDER_LINES_MAX} lines`;
  for (const line of order.lines) {
    const parsed = orderLineBody.safeParse({ sku: line.sku, quantity: line.quantity, priceCents: line.priceCents });
    if (!parsed.success)
      return `SKU ${line.sku.trim()}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')} outside the order limits`;
  }
  return null;
}
