// Orders, the seller's write side (spec 2–5, 8): create, edit, cancel, cancel the shipment, start fulfillment (one or
// many), auto-fulfillment settings and comments; the manager's comment. Reads (list, view, timeline) are order-views.ts.
// Money is integer cents, times UTC ISO-8601. Every command answers a CommandResult whose `position` the web sends back
// as X-Min-Position to read its own write.
import { z } from 'zod';
import { LABEL_PRIORITIES, TAXPAYER_TYPES } from '../events/orders';
import { countryCode } from './country-code';
import { instant } from './instant';
import { orderIdParams } from './order-views';
import { commandResult, defineRoute } from './route';

/** The most products one order may hold, units one line may ask for, and cents one unit may cost ($1,000,000). */
export const ORDER_LINES_MAX = 200;
export const ORDER_LINE_QUANTITY_MAX = 100_000;
export const ORDER_PRICE_CENTS_MAX = 100_000_000;
/** The most orders one bulk fulfillment may name. */
export const ORDER_BULK_FULFILLMENT_MAX = 100;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

/** Digits with the usual separators and an optional leading +: "+1 (555) 010-0000". */
const phone = required(40).refine((v) => /^\+?[0-9][0-9 ()\-.]{3,38}$/.test(v), { params: { fieldCode: 'INVALID_VALUE' } });

export const orderBuyerBody = z.object({ fullName: required(200), phone }).strict();

export const orderAddressBody = z
  .object({
    country: countryCode,
    region: required(100),
    city: required(100),
    postalCode: required(20),
    line1: required(200),
    line2: optionalText(200),
  })
  .strict();
export type OrderAddressBody = z.infer<typeof orderAddressBody>;

/** One ordered product by the seller's SKU: it must name one of the seller's products (ORDER_SKU_NOT_FOUND on the line). */
export const orderLineBody = z
  .object({
    sku: required(64),
    quantity: z.number().int().min(1).max(ORDER_LINE_QUANTITY_MAX),
    priceCents: z.number().int().min(0).max(ORDER_PRICE_CENTS_MAX),
  })
  .strict();
export type OrderLineBody = z.infer<typeof orderLineBody>;

const orderFields = {
  orderDate: instant,
  buyer: orderBuyerBody,
  address: orderAddressBody,
  note: optionalText(1000),
  lines: z.array(orderLineBody).min(1).max(ORDER_LINES_MAX),
};

/**
 * A new order. The number is unique among the seller's orders (ORDER_NUMBER_TAKEN); each SKU must be the seller's
 * (ORDER_SKU_NOT_FOUND) with that many units available (ORDER_INSUFFICIENT_STOCK, one ORDER_QUANTITY_EXCEEDS_AVAILABLE
 * per short line in details.fields). Orders made here are MANUAL; channel imports use the same event with their source.
 */
export const createOrderBody = z
  .object({
    number: required(50),
    channel: z.enum(['MANUAL']).default('MANUAL'),
    ...orderFields,
  })
  .strict();
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** Everything but the number and channel, while nothing is with the warehouse yet (else ORDER_NOT_EDITABLE). */
export const editOrderBody = z.object(orderFields).strict();
export type EditOrderBody = z.infer<typeof editOrderBody>;

const fileId = z.uuid();

export const fulfillmentLabelBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('OWN'), trackingNumber: required(100), courier: required(100), labelFileId: fileId }).strict(),
  z.object({ kind: z.literal('BUY'), priority: z.enum(LABEL_PRIORITIES) }).strict(),
]);

/** The fulfillment start options (spec 3); file ids must be the seller's own uploads (FILE_NOT_FOUND). */
export const fulfillmentOptionsBody = z
  .object({
    label: fulfillmentLabelBody,
    commercialInvoiceFileId: fileId.nullable().default(null),
    insurance: z.boolean().default(false),
    noteOnLabel: optionalText(200),
    taxpayer: z
      .object({ type: z.enum(TAXPAYER_TYPES), number: required(50) })
      .strict()
      .nullable()
      .default(null),
    comment: optionalText(1000),
  })
  .strict();
export type FulfillmentOptionsBody = z.infer<typeof fulfillmentOptionsBody>;

export const bulkStartFulfillmentBody = z
  .object({
    orderIds: z
      .array(z.uuid())
      .min(1)
      .max(ORDER_BULK_FULFILLMENT_MAX)
      .transform((ids) => [...new Set(ids)]),
    options: fulfillmentOptionsBody,
  })
  .strict();
export type BulkStartFulfillmentBody = z.infer<typeof bulkStartFulfillmentBody>;

/** Per order of a bulk start: ok, or the error code and message that kept it (e.g. ORDER_STATUS_CONFLICT). */
export const bulkFulfillmentOutcome = z.object({
  orderId: z.string(),
  ok: z.boolean(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export const bulkStartFulfillmentResult = z.object({
  results: z.array(bulkFulfillmentOutcome),
  started: z.number().int(),
  refused: z.number().int(),
  /** The position after the last start (read-your-writes), or "" when none started. */
  position: z.string(),
});
export type BulkStartFulfillmentResult = z.infer<typeof bulkStartFulfillmentResult>;

/**
 * Start fulfillment by itself once an order is READY_FOR_FULFILLMENT, with these options. One label cannot serve many
 * orders, so the saved options buy the label (`label.kind` BUY); `options` is required while enabled.
 */
export const autoFulfillmentBody = z
  .object({ enabled: z.boolean(), options: fulfillmentOptionsBody.nullable().default(null) })
  .strict()
  .superRefine((value, ctx) => {
    if (value.enabled && !value.options)
      ctx.addIssue({ code: 'custom', path: ['options'], params: { fieldCode: 'REQUIRED' }, input: value.options });
    if (value.options?.label.kind === 'OWN')
      ctx.addIssue({ code: 'custom', path: ['options', 'label', 'kind'], params: { fieldCode: 'INVALID_VALUE' }, input: 'OWN' });
  });
export type AutoFulfillmentBody = z.infer<typeof autoFulfillmentBody>;
export const autoFulfillmentView = z.object({ enabled: z.boolean(), options: fulfillmentOptionsBody.nullable() });
export type AutoFulfillmentView = z.infer<typeof autoFulfillmentView>;

export const orderCommentBody = z.object({ text: required(2000) }).strict();

const tag = 'orders';
const adminTag = 'admin-orders';
const order = '/orders/:orderId';

export const orderRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/orders',
    summary: 'Create an order (number, date, buyer, address, note, products by SKU); reservation starts at once',
    tag,
    body: createOrderBody,
    response: commandResult,
    status: 201,
  }),
  check: defineRoute({
    method: 'POST',
    path: '/orders/check',
    summary: 'Check a new order before it is confirmed (number free, SKUs known, quantities in stock); places nothing',
    tag,
    body: createOrderBody,
    response: z.object({ valid: z.literal(true) }),
  }),
  bulkStartFulfillment: defineRoute({
    method: 'POST',
    path: '/orders/start-fulfillment',
    summary: 'Start fulfillment of several ready orders with the same options; the answer says per order whether it started',
    tag,
    body: bulkStartFulfillmentBody,
    response: bulkStartFulfillmentResult,
  }),
  getAutoFulfillment: defineRoute({
    method: 'GET',
    path: '/orders/auto-fulfillment',
    summary: 'Whether fulfillment starts by itself when an order is ready, and with which options',
    tag,
    response: autoFulfillmentView,
  }),
  setAutoFulfillment: defineRoute({
    method: 'PUT',
    path: '/orders/auto-fulfillment',
    summary: 'Turn auto-fulfillment on (with its options) or off',
    tag,
    body: autoFulfillmentBody,
    response: commandResult,
  }),
  update: defineRoute({
    method: 'PUT',
    path: order,
    summary: 'Edit an order while the warehouse does not have it yet (RESERVING, READY_FOR_FULFILLMENT, INSUFFICIENT_GOODS)',
    tag,
    params: orderIdParams,
    body: editOrderBody,
    response: commandResult,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: `${order}/cancel`,
    summary: 'Cancel the order (final; reservations released); refused once packing has begun',
    tag,
    params: orderIdParams,
    response: commandResult,
  }),
  cancelShipment: defineRoute({
    method: 'POST',
    path: `${order}/cancel-shipment`,
    summary: 'Take a processing order back to READY_FOR_FULFILLMENT (label voided, charge refunded); refused once packing has begun',
    tag,
    params: orderIdParams,
    response: commandResult,
  }),
  startFulfillment: defineRoute({
    method: 'POST',
    path: `${order}/start-fulfillment`,
    summary: 'Hand a ready order to the warehouse with the fulfillment options',
    tag,
    params: orderIdParams,
    body: fulfillmentOptionsBody,
    response: commandResult,
  }),
  comment: defineRoute({
    method: 'POST',
    path: `${order}/comments`,
    summary: 'Add a seller comment the warehouse sees',
    tag,
    params: orderIdParams,
    body: orderCommentBody,
    response: commandResult,
    status: 201,
  }),
  adminComment: defineRoute({
    method: 'POST',
    path: `/admin${order}/comments`,
    summary: 'Add a manager comment the seller sees',
    tag: adminTag,
    params: orderIdParams,
    body: orderCommentBody,
    response: commandResult,
    status: 201,
  }),
};
