// Orders, the read side (spec 2, 3, 8): the seller's list with tabs, filters, sort and pages; one order; its timeline;
// the warehouse's fulfillment list across sellers. Money is integer cents, times UTC ISO-8601. Writes are orders.ts.
import { z } from 'zod';
import {
  LABEL_PRIORITIES,
  ORDER_CHANNELS,
  ORDER_EVENT_TYPES,
  ORDER_PAYMENT_STATUSES,
  ORDER_REGISTRATIONS,
  ORDER_STATUSES,
  PICK_STATUSES,
  TAXPAYER_TYPES,
} from '../events/orders';
import { USER_TYPES } from './identity';
import { instant } from './instant';
import { defineRoute, pageOf, pageQuery } from './route';

/**
 * The seller's list tabs (services/src/orders/README.md): action-required = INSUFFICIENT_GOODS, READY_FOR_FULFILLMENT, and PROCESSING
 * with a failed payment or a failed label purchase; processing = RESERVING and the rest of PROCESSING; completed =
 * PROCESSED; cancelled = CANCELED; all = every order.
 */
export const ORDER_TABS = ['action-required', 'processing', 'completed', 'cancelled', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_SORTS = ['orderDate', '-orderDate', 'number', '-number', 'createdAt', '-createdAt'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(20)]).transform((v): z.output<T>[] => (Array.isArray(v) ? v : [v]));

// ---- views ----

/** One row of the list. */
export const orderRow = z.object({
  id: z.string(),
  /** The seller's order number, unique among their orders. */
  number: z.string(),
  orderDate: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  /** The order's id on the channel (null for MANUAL). */
  channelOrderId: z.string().nullable(),
  buyerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Null until fulfillment starts. */
  pickStatus: z.enum(PICK_STATUSES).nullable(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).nullable(),
  /** Every unit verified at the packing table. */
  packed: z.boolean(),
  /** The last label purchase failed ('Failed to purchase label') and no label came since. */
  labelFailed: z.boolean(),
  labelFailureReason: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Sum over the lines of quantity × price per piece. */
  totalCents: z.number().int(),
  /** Units over every line. */
  itemCount: z.number().int(),
  registration: z.enum(ORDER_REGISTRATIONS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderLineView = z.object({
  productId: z.string(),
  /** As the seller typed it on the order. */
  sku: z.string(),
  /** The product's title as it is now (null when it no longer exists). */
  title: z.string().nullable(),
  quantity: z.number().int(),
  priceCents: z.number().int(),
});
export type OrderLineView = z.infer<typeof orderLineView>;

/** What a reservation could not get (while INSUFFICIENT_GOODS): units asked for and available at that moment. */
export const missingGoodsView = z.object({
  productId: z.string(),
  sku: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});

export const fulfillmentOptionsView = z.object({
  label: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('OWN'), trackingNumber: z.string(), courier: z.string(), labelFileId: z.string() }),
    z.object({ kind: z.literal('BUY'), priority: z.enum(LABEL_PRIORITIES) }),
  ]),
  commercialInvoiceFileId: z.string().nullable(),
  insurance: z.boolean(),
  noteOnLabel: z.string().nullable(),
  taxpayer: z.object({ type: z.enum(TAXPAYER_TYPES), number: z.string() }).nullable(),
  comment: z.string().nullable(),
});

export const orderFulfillmentView = z.object({
  options: fulfillmentOptionsView,
  /** Started by the auto-fulfillment settings rather than by hand. */
  automatic: z.boolean(),
  startedAt: z.string(),
});

export const orderLabelView = z.object({
  carrier: z.string(),
  service: z.string(),
  trackingNumber: z.string(),
  /** The label PDF in the file store. */
  fileId: z.string().nullable(),
  costCents: z.number().int(),
  estimatedDays: z.number().int().nullable(),
});

export const orderCostsView = z.object({
  pickPackCents: z.number().int(),
  labelCents: z.number().int(),
  extraServicesCents: z.number().int(),
  totalCents: z.number().int(),
});

export const orderCommentView = z.object({
  author: z.enum(['SELLER', 'MANAGER']),
  authorId: z.string().nullable(),
  text: z.string(),
  at: z.string(),
});

export const orderBuyerView = z.object({ fullName: z.string(), phone: z.string() });
export const orderAddressView = z.object({
  country: z.string(),
  region: z.string(),
  city: z.string(),
  postalCode: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
});

/** One order (spec 3). The four flags say which seller actions the transition table allows now. */
export const orderView = orderRow.extend({
  channelAccountId: z.string().nullable(),
  buyer: orderBuyerView,
  address: orderAddressView,
  note: z.string().nullable(),
  lines: z.array(orderLineView),
  /** Per product, while INSUFFICIENT_GOODS (else empty). */
  missing: z.array(missingGoodsView),
  fulfillment: orderFulfillmentView.nullable(),
  label: orderLabelView.nullable(),
  costs: orderCostsView.nullable(),
  /** The last payment failure, while PAYMENT_FAILED. */
  paymentFailure: z.string().nullable(),
  manifestId: z.string().nullable(),
  returnShipmentId: z.string().nullable(),
  managerComments: z.array(orderCommentView),
  sellerComments: z.array(orderCommentView),
  /** The seller may edit (nothing handed to the warehouse yet). */
  changeable: z.boolean(),
  /** Cancel fulfillment (→ CANCELED, final) is allowed: not yet packed, not yet processed. */
  cancelable: z.boolean(),
  /** Cancel shipment (→ READY_FOR_FULFILLMENT) is allowed: PROCESSING and not yet packed. */
  shipmentCancelable: z.boolean(),
  /** A return shipment may be created: CANCELED and none created yet. */
  returnable: z.boolean(),
});
export type OrderView = z.infer<typeof orderView>;

const sellerOf = { sellerId: z.string(), sellerEmail: z.string().nullable(), sellerName: z.string().nullable() };
export const adminOrderRow = orderRow.extend(sellerOf);
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderView = orderView.extend(sellerOf);
export type AdminOrderView = z.infer<typeof adminOrderView>;

/** Orders per tab (with the list's other filters applied), for the tab badges. */
export const orderTabCounts = z.object({
  'action-required': z.number().int(),
  processing: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  all: z.number().int(),
});
export type OrderTabCounts = z.infer<typeof orderTabCounts>;

export const orderPage = pageOf(orderRow).extend({ counts: orderTabCounts });
export type OrderPage = z.infer<typeof orderPage>;
export const adminOrderPage = pageOf(adminOrderRow);
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

/**
 * One event of the order, for the timeline. `type` and `data` (the event's data as stored) let the web write it in the
 * reader's language; `actorId` is who did it, `actorRole` their role (null for the system or a user unknown to the read model), `impersonatorId` the staff
 * member acting as them (else null).
 */
export const orderTimelineEntry = z.object({
  position: z.string(),
  type: z.enum(ORDER_EVENT_TYPES),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.enum(['SELLER', ...USER_TYPES]).nullable(),
  actorName: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  impersonatorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;
export const orderTimelineView = z.object({ items: z.array(orderTimelineEntry) });
export type OrderTimelineView = z.infer<typeof orderTimelineView>;

// ---- queries ----

export const orderIdParams = z.object({ orderId: z.uuid() });

export const orderListQuery = pageQuery.extend({
  tab: z.enum(ORDER_TABS).default('all'),
  /** Part of the order number. */
  number: z.string().trim().max(50).optional(),
  /** Order date period (inclusive). */
  orderDateFrom: instant.optional(),
  orderDateTo: instant.optional(),
  channel: z.enum(ORDER_CHANNELS).optional(),
  sort: z.enum(ORDER_SORTS).default('-orderDate'),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The warehouse's fulfillment list: every seller's orders, by seller, statuses of each facet (repeated keys) and number. */
export const adminOrderListQuery = pageQuery.extend({
  sellerId: z.uuid().optional(),
  status: oneOrMany(z.enum(ORDER_STATUSES)).optional(),
  pickStatus: oneOrMany(z.enum(PICK_STATUSES)).optional(),
  paymentStatus: oneOrMany(z.enum(ORDER_PAYMENT_STATUSES)).optional(),
  number: z.string().trim().max(50).optional(),
  sort: z.enum(ORDER_SORTS).default('-orderDate'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

const tag = 'orders';
const adminTag = 'admin-orders';
const order = '/orders/:orderId';
const adminOrder = '/admin/orders/:orderId';

export const orderViewRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/orders',
    summary: 'The seller’s orders by tab (with counts per tab), number, order date, channel; sorted and paged',
    tag,
    query: orderListQuery,
    response: orderPage,
  }),
  get: defineRoute({
    method: 'GET',
    path: order,
    summary: 'One order: buyer, address, lines, missing goods, fulfillment, label, costs, comments and allowed actions',
    tag,
    params: orderIdParams,
    response: orderView,
  }),
  timeline: defineRoute({
    method: 'GET',
    path: `${order}/timeline`,
    summary: 'Every event of the order with its time, actor and impersonating staff member',
    tag,
    params: orderIdParams,
    response: orderTimelineView,
  }),
};

export const adminOrderViewRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/orders',
    summary: 'Every seller’s orders for the warehouse, by seller, status, pick and payment status, number',
    tag: adminTag,
    query: adminOrderListQuery,
    response: adminOrderPage,
  }),
  get: defineRoute({
    method: 'GET',
    path: adminOrder,
    summary: 'One order of any seller, with the seller',
    tag: adminTag,
    params: orderIdParams,
    response: adminOrderView,
  }),
  timeline: defineRoute({
    method: 'GET',
    path: `${adminOrder}/timeline`,
    summary: 'Every event of any seller’s order with its time, actor and impersonating staff member',
    tag: adminTag,
    params: orderIdParams,
    response: orderTimelineView,
  }),
};
