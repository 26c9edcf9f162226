// Turns the lines the seller typed (SKU, quantity, price) into order lines: each SKU one of the seller's live products,
// each named once, each quantity within the product's available stock. Refusals name the line's field, with the spec's
// messages: 'product with this SKU not found', '{quantity} items available in stock' under the
// 'Cannot create order – insufficient stock' answer. Read from the products read model: the reservation saga reserves
// for real on the inventory streams, so a placement racing another only ends INSUFFICIENT_GOODS, never oversold.
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { ErrorCode, type OrderLine, type OrderLineBody } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

const key = (sku: string) => sku.trim().toLowerCase();

interface FieldError {
  field: string;
  code: ErrorCode;
  params?: Record<string, unknown>;
}

function refuse(code: ErrorCode, fields: FieldError[], params: Record<string, unknown> = {}): never {
  throw new DomainError(code, params, { fields });
}

@Injectable()
export class OrderLines {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  /**
   * The order lines for `body`; `held` is what the order itself already holds per product (an edit of a reserved order
   * may keep its own units).
   */
  async resolve(sellerId: string, body: readonly OrderLineBody[], held: Readonly<Record<string, number>> = {}): Promise<OrderLine[]> {
    const wanted = [...new Set(body.map((line) => key(line.sku)))];
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'sku', 'available'])
      .where('seller_id', '=', sellerId)
      .where('deleted', '=', false)
      .where(sql<string>`lower(sku)`, 'in', wanted)
      .execute();
    const bySku = new Map(rows.map((row) => [key(row.sku), row]));

    const unknown = body.flatMap((line, i) =>
      bySku.has(key(line.sku)) ? [] : [{ field: `lines.${i}.sku`, code: ErrorCode.ORDER_SKU_NOT_FOUND }],
    );
    if (unknown.length > 0) refuse(ErrorCode.ORDER_SKU_NOT_FOUND, unknown);

    const firstLine = new Map<string, number>();
    const repeated = body.flatMap((line, i) => {
      const seen = firstLine.get(key(line.sku));
      if (seen === undefined) firstLine.set(key(line.sku), i);
      return seen === undefined ? [] : [{ field: `lines.${i}.sku`, code: ErrorCode.ORDER_DUPLICATE_SKU }];
    });
    if (repeated.length > 0) refuse(ErrorCode.ORDER_DUPLICATE_SKU, repeated);

    const short = body.flatMap((line, i) => {
      const product = bySku.get(key(line.sku))!;
      const quantity = Math.max(0, product.available + (held[product.id] ?? 0));
      return line.quantity > quantity
        ? [{ field: `lines.${i}.quantity`, code: ErrorCode.ORDER_QUANTITY_EXCEEDS_AVAILABLE, params: { quantity } }]
        : [];
    });
    if (short.length > 0) refuse(ErrorCode.ORDER_INSUFFICIENT_STOCK, short);

    return body.map((line) => {
      const product = bySku.get(key(line.sku))!;
      return { productId: product.id, sku: product.sku, quantity: line.quantity, priceCents: line.priceCents };
    });
  }
}
