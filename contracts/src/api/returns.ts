// Return shipments (spec 2, 3, 5): a seller sends the goods of one canceled order back to the warehouse. The label is
// the seller's own (tracking number and carrier code) or bought through the carrier port from the parcel's size and
// weight. The return becomes a RETURN inbound shipment (listed with GET /api/inbound-shipments?type=RETURN) that the
// warehouse checks in like any other; accepted units come back into stock as FULFILLMENT_RETURN.
import { z } from 'zod';
import { inboundPackageSize, inboundWeight } from './inbound';
import { commandResult, defineRoute } from './route';

const text = (max: number) => z.string().trim().max(max);

export const RETURN_LABEL_KINDS = ['EXISTING', 'PURCHASE'] as const;

export const returnLabelBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('EXISTING'), trackingNumber: text(100).min(1), carrierCode: text(100).min(1) }).strict(),
  z
    .object({
      kind: z.literal('PURCHASE'),
      size: inboundPackageSize,
      weight: inboundWeight,
      /** The quoted price the seller confirmed (from the quote route): a dearer label is not bought (409 RETURN_LABEL_PRICE_CHANGED). */
      confirmedPriceCents: z.number().int().nonnegative().optional(),
    })
    .strict(),
]);
export type ReturnLabelBody = z.infer<typeof returnLabelBody>;

export const createReturnShipmentBody = z
  .object({
    /** Exactly one order: the seller's, CANCELED, without a return yet. */
    orderId: z.uuid(),
    label: returnLabelBody,
    /** For the warehouse staff who receive it. */
    comment: text(1000).nullable().default(null),
  })
  .strict();
export type CreateReturnShipmentBody = z.infer<typeof createReturnShipmentBody>;

/** What a bought return label would cost, asked before the seller confirms it: the order's buyer to the warehouse. */
export const returnLabelQuoteBody = z.object({ orderId: z.uuid(), size: inboundPackageSize, weight: inboundWeight }).strict();
export type ReturnLabelQuoteBody = z.infer<typeof returnLabelQuoteBody>;

export const returnLabelQuote = z.object({ priceCents: z.number().int(), carrier: z.string(), service: z.string() });
export type ReturnLabelQuote = z.infer<typeof returnLabelQuote>;

/** The label a return bought through the app: what was charged for it, when, and its PDF (null for the seller's own). */
export const returnLabelView = z.object({
  label: z
    .object({
      carrier: z.string(),
      service: z.string(),
      trackingNumber: z.string(),
      fileId: z.string().nullable(),
      costCents: z.number().int(),
      boughtAt: z.string(),
    })
    .nullable(),
});
export type ReturnLabelView = z.infer<typeof returnLabelView>;

const tag = 'returns';
export const returnRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/return-shipments',
    summary:
      'Create a return shipment from one canceled order (own label, or one bought from size and weight): a RETURN inbound shipment, sent; the answer’s id is the inbound shipment',
    tag,
    body: createReturnShipmentBody,
    response: commandResult,
    status: 201,
  }),
  quoteLabel: defineRoute({
    method: 'POST',
    path: '/return-shipments/label-quote',
    summary: 'The price of the label a return would buy (CHEAPEST, the buyer’s address to the warehouse), shown for the seller to confirm',
    tag,
    body: returnLabelQuoteBody,
    response: returnLabelQuote,
  }),
  label: defineRoute({
    method: 'GET',
    path: '/return-shipments/:shipmentId/label',
    summary: 'The label a return shipment bought through the app (carrier, price charged, PDF), or null for its own label',
    tag,
    params: z.object({ shipmentId: z.uuid() }),
    response: returnLabelView,
  }),
};
