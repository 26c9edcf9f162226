// The packing table's reads: the queue of picked orders not packed yet (read model), and one order with its units and
// how many are verified (from its streams, so a scan a moment ago counts).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { PackingOrderView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { z } from 'zod';
import type { packingQueueView } from '@ledgerhouse/contracts';
import { READ_DB } from '../../../persistence/tokens';
import { orderedOf } from '../../domain/order-state';
import { verifiedOf } from '../domain/packing';
import { PackingTable } from '../services/packing-table';
import { PickBatch } from '../services/pick-batch';

type PackingQueue = z.infer<typeof packingQueueView>;
const QUEUE_MAX = 500;

export class GetPackingQueue extends Query<PackingQueue> {}

@QueryHandler(GetPackingQueue)
export class GetPackingQueueHandler implements IQueryHandler<GetPackingQueue, PackingQueue> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute(): Promise<PackingQueue> {
    const rows = await this.db
      .selectFrom('warehouse_orders')
      .select(['order_id', 'number', 'seller_id', 'lines', 'label'])
      .where('status', '=', 'PROCESSING')
      .where('pick_status', '=', 'PICKED')
      .where('packed_at', 'is', null)
      .orderBy('placed_at')
      .orderBy('order_id')
      .limit(QUEUE_MAX)
      .execute();
    return {
      items: rows.map((r) => ({
        orderId: r.order_id,
        number: r.number,
        sellerId: r.seller_id,
        units: r.lines.reduce((sum, l) => sum + l.quantity, 0),
        carrier: r.label?.carrier ?? null,
        trackingNumber: r.label?.trackingNumber ?? null,
      })),
    };
  }
}

export class GetPackingOrder extends Query<PackingOrderView> {
  constructor(readonly orderId: string) {
    super();
  }
}

@QueryHandler(GetPackingOrder)
export class GetPackingOrderHandler implements IQueryHandler<GetPackingOrder, PackingOrderView> {
  constructor(
    private readonly table: PackingTable,
    private readonly batch: PickBatch,
  ) {}

  async execute({ orderId }: GetPackingOrder): Promise<PackingOrderView> {
    const { order, packing } = await this.table.load(orderId);
    const products = await this.batch.products(order.lines.map((l) => l.productId));
    const lines = order.lines.filter((line, i, all) => all.findIndex((l) => l.productId === line.productId) === i);
    return {
      orderId,
      number: order.number ?? '',
      sellerId: order.sellerId ?? '',
      lines: lines.map((l) => ({
        productId: l.productId,
        sku: l.sku,
        title: products.get(l.productId)?.title ?? '',
        barcode: products.get(l.productId)?.barcode ?? null,
        quantity: orderedOf(order, l.productId),
        verified: verifiedOf(packing, l.productId),
      })),
      packed: order.facets.packed,
      label: order.label
        ? { carrier: order.label.carrier, trackingNumber: order.label.trackingNumber, hasFile: order.label.fileId !== null }
        : null,
    };
  }
}
