// Field shapes the public event payloads share. Ids are UUIDs, money integer cents, quantities whole units, times
// UTC ISO-8601 with a `Z`.
import { z } from 'zod';

export const entityId = z.uuid();
export const instantUtc = z.iso.datetime();
export const cents = z.number().int();
export const units = z.number().int();

export const dimensions = z.strictObject({
  length: z.number(),
  width: z.number(),
  height: z.number(),
  unit: z.enum(['mm', 'cm', 'm', 'in', 'ft', 'yd']),
});
export const weight = z.strictObject({ value: z.number(), unit: z.enum(['g', 'kg', 'lb', 'oz']) });

/** One ordered product: the SKU as the seller typed it, the product it names, units and price per piece. */
export const orderLine = z.strictObject({ productId: entityId, sku: z.string(), quantity: units, priceCents: cents });

/** An instant as UTC with a `Z` (a seller may type an offset); left as it is when it is no instant at all. */
export function utcInstant(value: string): string {
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : new Date(at).toISOString();
}
