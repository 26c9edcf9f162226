// Inbound shipments (spec 2–5, 8): the seller's drafts, submission, changes, cancelling, comments, timeline, shipping
// address and report; the warehouse's list, delivery, check-in by scanning, acceptance, search, loss and placement.
// Quantities are whole units, money integer cents, times UTC ISO-8601. Every command answers a CommandResult whose
// `position` the web sends back as X-Min-Position to read its own write.
import { z } from 'zod';
import { DELIVERY_TYPES, INBOUND_EVENT_TYPES, INBOUND_STATUSES, INBOUND_TYPES } from '../events/inbound';
import { LENGTH_UNITS, WEIGHT_UNITS } from '../units';
import { countryCode } from './country-code';
import { instant } from './instant';
import { reportPeriod, validPeriod } from './report-period';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

/** The most units one line may declare, and one scan or placement may count. */
export const INBOUND_LINE_QUANTITY_MAX = 1_000_000;
export const INBOUND_SCAN_QUANTITY_MAX = 10_000;
/** The most products one shipment may hold. */
export const INBOUND_LINES_MAX = 500;
/** The most shipments one bulk cancel may name. */
export const INBOUND_BULK_CANCEL_MAX = 100;

const text = (max: number) => z.string().trim().max(max);
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(50)]).transform((v): z.output<T>[] => (Array.isArray(v) ? v : [v]));

export const inboundPackageSize = z
  .object({
    length: z.number().positive().max(100_000),
    width: z.number().positive().max(100_000),
    height: z.number().positive().max(100_000),
    unit: z.enum(LENGTH_UNITS),
  })
  .strict();
export const inboundWeight = z.object({ value: z.number().positive().max(1_000_000), unit: z.enum(WEIGHT_UNITS) }).strict();

/**
 * One product line as the wizard sends it. In a draft the barcode may still be empty; submitting needs every barcode
 * (INBOUND_BARCODE_REQUIRED), and two lines never share one (DUPLICATE_BARCODE, checked by the server with the line).
 */
export const inboundLineBody = z
  .object({
    productId: z.uuid(),
    quantity: z.number().int().min(1).max(INBOUND_LINE_QUANTITY_MAX),
    barcode: text(64).default(''),
    packageSize: inboundPackageSize.nullable().default(null),
    weight: inboundWeight.nullable().default(null),
    countryOfOrigin: countryCode.nullable().default(null),
  })
  .strict();
export type InboundLineBody = z.infer<typeof inboundLineBody>;

/**
 * Tracking, courier, delivery type and the seller's comment (wizard step 3). A draft may keep tracking and courier
 * empty; submitting needs both (INBOUND_DELIVERY_REQUIRED).
 */
export const inboundDeliveryBody = z
  .object({
    trackingNumber: text(100).default(''),
    courierService: text(100).default(''),
    deliveryType: z.enum(DELIVERY_TYPES).default('CUSTOM'),
    /** Free text such as "boxes" or "pallets". */
    packageType: text(100).nullable().default(null),
    comment: text(1000).nullable().default(null),
  })
  .strict();
export type InboundDeliveryBody = z.infer<typeof inboundDeliveryBody>;

const lines = z.array(inboundLineBody).min(1).max(INBOUND_LINES_MAX);

export const createInboundDraftBody = z
  .object({
    type: z.enum(INBOUND_TYPES).default('STANDARD'),
    lines,
    delivery: inboundDeliveryBody.nullable().default(null),
  })
  .strict();
export type CreateInboundDraftBody = z.infer<typeof createInboundDraftBody>;

export const updateInboundDraftBody = z.object({ lines, delivery: inboundDeliveryBody.nullable().default(null) }).strict();
export type UpdateInboundDraftBody = z.infer<typeof updateInboundDraftBody>;

/** After submitting (until DELIVERED): the products, and the delivery when it changes too (kept when absent). */
export const changeInboundLinesBody = z.object({ lines, delivery: inboundDeliveryBody.optional() }).strict();
export type ChangeInboundLinesBody = z.infer<typeof changeInboundLinesBody>;

export const inboundCommentBody = z.object({ text: z.string().trim().min(1).max(2000) }).strict();
export const bulkCancelInboundBody = z.object({ ids: z.array(z.uuid()).min(1).max(INBOUND_BULK_CANCEL_MAX) }).strict();

/** Per shipment of a bulk cancel: CANCELED, or the error code and message that kept it (e.g. INBOUND_CANNOT_BE_CANCELED). */
export const bulkCancelOutcome = z.object({
  id: z.string(),
  outcome: z.enum(['CANCELED', 'REFUSED']),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export const bulkCancelInboundResult = z.object({
  results: z.array(bulkCancelOutcome),
  canceled: z.number().int(),
  refused: z.number().int(),
  /** The position after the last cancel (read-your-writes), or "" when none was canceled. */
  position: z.string(),
});
export type BulkCancelInboundResult = z.infer<typeof bulkCancelInboundResult>;

// ---- views ----

export const inboundCostsView = z.object({
  processingCostCents: z.number().int(),
  billableSeconds: z.number().int(),
  freeSeconds: z.number().int(),
  hourlyCostCents: z.number().int(),
  labelCostCents: z.number().int(),
  stickerCount: z.number().int(),
  stickerCostCents: z.number().int(),
  totalCents: z.number().int(),
});

export const inboundLineView = z.object({
  productId: z.string(),
  /** As the product is now (null when it no longer exists). */
  sku: z.string().nullable(),
  title: z.string().nullable(),
  barcode: z.string(),
  declared: z.number().int(),
  /** Good units counted at check-in. */
  received: z.number().int(),
  damaged: z.number().int(),
  /** Good units put into bins. */
  placed: z.number().int(),
  packageSize: inboundPackageSize.nullable(),
  weight: inboundWeight.nullable(),
  countryOfOrigin: z.string().nullable(),
});
export type InboundLineView = z.infer<typeof inboundLineView>;

export const inboundPlacementView = z.object({ productId: z.string(), locationCode: z.string(), quantity: z.number().int() });
export const inboundCommentView = z.object({
  author: z.enum(['SELLER', 'MANAGER']),
  authorId: z.string().nullable(),
  text: z.string(),
  at: z.string(),
});

export const inboundShipmentSummary = z.object({
  id: z.string(),
  /** Human readable and unique, e.g. IN-000123. */
  number: z.string(),
  type: z.enum(INBOUND_TYPES),
  status: z.enum(INBOUND_STATUSES),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  trackingNumber: z.string().nullable(),
  courierService: z.string().nullable(),
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  productCount: z.number().int(),
  /** Declared units over every line. */
  pieceCount: z.number().int(),
  receivedCount: z.number().int(),
  placedCount: z.number().int(),
  /** Null until the warehouse has computed the cost. */
  totalCostCents: z.number().int().nullable(),
});
export type InboundShipmentSummary = z.infer<typeof inboundShipmentSummary>;

export const inboundShipmentView = inboundShipmentSummary.extend({
  packageType: z.string().nullable(),
  lines: z.array(inboundLineView),
  placements: z.array(inboundPlacementView),
  costs: inboundCostsView.nullable(),
  comments: z.array(inboundCommentView),
  /** The seller's comment from the wizard's step 3. */
  sellerComment: z.string().nullable(),
  /** The last payment failure, while PAYMENT_FAILED. */
  paymentFailure: z.string().nullable(),
  /** The seller may still change products and cancel (DRAFT or NOT_DELIVERED). */
  changeable: z.boolean(),
});
export type InboundShipmentView = z.infer<typeof inboundShipmentView>;

const sellerOf = { sellerId: z.string(), sellerEmail: z.string().nullable(), sellerName: z.string().nullable() };
export const adminInboundShipmentSummary = inboundShipmentSummary.extend(sellerOf);
export type AdminInboundShipmentSummary = z.infer<typeof adminInboundShipmentSummary>;
export const adminInboundShipmentView = inboundShipmentView.extend(sellerOf);
export type AdminInboundShipmentView = z.infer<typeof adminInboundShipmentView>;

/**
 * One event of the shipment, for the timeline. `type` and `data` (the event's data as stored) let the web write it in
 * the reader's language; `actorId` is who did it, `impersonatorId` the staff member acting as them (else null).
 */
/** The shipment's events, and for a return whose label was bought through the app, that purchase (it comes first). */
export const INBOUND_TIMELINE_TYPES = [...INBOUND_EVENT_TYPES, 'ReturnLabelPurchased'] as const;
export type InboundTimelineType = (typeof INBOUND_TIMELINE_TYPES)[number];

export const inboundTimelineEntry = z.object({
  position: z.string(),
  type: z.enum(INBOUND_TIMELINE_TYPES),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  impersonatorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type InboundTimelineEntry = z.infer<typeof inboundTimelineEntry>;
export const inboundTimelineView = z.object({ items: z.array(inboundTimelineEntry) });

/** Where the seller sends shipments: the warehouse (configuration); addressLine2 holds the seller's id. */
export const shippingAddressView = z.object({
  recipient: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type ShippingAddressView = z.infer<typeof shippingAddressView>;

// ---- queries ----

export const inboundIdParams = z.object({ shipmentId: z.uuid() });

export const inboundListQuery = pageQuery.extend({
  type: z.enum(INBOUND_TYPES).optional(),
  /** Repeated key: any of these statuses. */
  status: oneOrMany(z.enum(INBOUND_STATUSES)).optional(),
  /** Part of the number (IN-000123) or of the tracking number. */
  search: text(100).optional(),
  /** Creation period. */
  from: instant.optional(),
  to: instant.optional(),
});
export type InboundListQuery = z.infer<typeof inboundListQuery>;
export const adminInboundListQuery = inboundListQuery.extend({ sellerId: z.uuid().optional() });
export type AdminInboundListQuery = z.infer<typeof adminInboundListQuery>;

export const inboundReportQuery = validPeriod(z.object({ format: z.enum(['csv', 'xlsx']), ...reportPeriod }));

// ---- warehouse commands ----

/** One scan at check-in: the barcode of a line (or of its product). `scanId` (new per scan) makes a retry count once. */
export const inboundScanBody = z
  .object({
    scanId: z.uuid(),
    barcode: z.string().trim().min(1).max(64),
    quantity: z.number().int().min(1).max(INBOUND_SCAN_QUANTITY_MAX).default(1),
    damaged: z.boolean().default(false),
  })
  .strict();
export type InboundScanBody = z.infer<typeof inboundScanBody>;

/** The scanned line's counts after the scan. `repeated`: this scanId was already counted, nothing changed. */
export const inboundScanResult = commandResult.extend({
  productId: z.string(),
  barcode: z.string(),
  declared: z.number().int(),
  received: z.number().int(),
  damaged: z.number().int(),
  status: z.enum(INBOUND_STATUSES),
  repeated: z.boolean(),
});
export type InboundScanResult = z.infer<typeof inboundScanResult>;

/** A miscount corrected: `delta` units (never zero; the count never goes below zero). */
export const inboundCorrectionBody = z
  .object({
    productId: z.uuid(),
    delta: z
      .number()
      .int()
      .min(-INBOUND_LINE_QUANTITY_MAX)
      .max(INBOUND_LINE_QUANTITY_MAX)
      .refine((v) => v !== 0, { params: { fieldCode: 'VALUE_NOT_ZERO' } }),
    damaged: z.boolean().default(false),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type InboundCorrectionBody = z.infer<typeof inboundCorrectionBody>;

export const inboundMarkLostBody = z.object({ note: text(1000).nullable().default(null) }).strict();

/** Units scanned into a bin. `placementId` (new per scan) makes a retry count once. */
export const inboundPlaceBody = z
  .object({
    placementId: z.uuid(),
    locationCode: z.string().trim().toUpperCase().min(1).max(20),
    barcode: z.string().trim().min(1).max(64),
    quantity: z.number().int().min(1).max(INBOUND_SCAN_QUANTITY_MAX).default(1),
  })
  .strict();
export type InboundPlaceBody = z.infer<typeof inboundPlaceBody>;

export const inboundPlaceResult = commandResult.extend({
  productId: z.string(),
  locationCode: z.string(),
  /** Good units of the product placed so far (every bin), and still to place. */
  placed: z.number().int(),
  remaining: z.number().int(),
  status: z.enum(INBOUND_STATUSES),
  repeated: z.boolean(),
});
export type InboundPlaceResult = z.infer<typeof inboundPlaceResult>;

const tag = 'inbound-shipments';
const adminTag = 'admin-inbound-shipments';
const shipment = '/inbound-shipments/:shipmentId';
const adminShipment = '/admin/inbound-shipments/:shipmentId';

export const inboundRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/inbound-shipments',
    summary: 'The seller’s inbound shipments, newest first (type, statuses, number or tracking search, creation period)',
    tag,
    query: inboundListQuery,
    response: pageOf(inboundShipmentSummary),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/inbound-shipments/report',
    summary: 'The seller’s inbound shipments created in a period, as CSV or Excel',
    tag,
    query: inboundReportQuery,
    response: z.string(),
  }),
  shippingAddress: defineRoute({
    method: 'GET',
    path: '/shipping-address',
    summary: 'Where to send shipments: the warehouse address, with your id in address line 2',
    tag,
    response: shippingAddressView,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/inbound-shipments',
    summary: 'Create a draft inbound shipment (products, quantities, barcodes, delivery)',
    tag,
    body: createInboundDraftBody,
    response: commandResult,
    status: 201,
  }),
  bulkCancel: defineRoute({
    method: 'POST',
    path: '/inbound-shipments/cancel',
    summary: 'Cancel several shipments not yet delivered; the answer says per shipment whether it was canceled',
    tag,
    body: bulkCancelInboundBody,
    response: bulkCancelInboundResult,
  }),
  get: defineRoute({
    method: 'GET',
    path: shipment,
    summary: 'One inbound shipment: lines with declared, received and placed units, costs, comments',
    tag,
    params: inboundIdParams,
    response: inboundShipmentView,
  }),
  timeline: defineRoute({
    method: 'GET',
    path: `${shipment}/timeline`,
    summary: 'Every event of the shipment with its time, actor and impersonating staff member',
    tag,
    params: inboundIdParams,
    response: inboundTimelineView,
  }),
  update: defineRoute({
    method: 'PUT',
    path: shipment,
    summary: 'Edit a draft',
    tag,
    params: inboundIdParams,
    body: updateInboundDraftBody,
    response: commandResult,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: shipment,
    summary: 'Delete a draft (its data is lost)',
    tag,
    params: inboundIdParams,
    response: commandResult,
  }),
  submit: defineRoute({
    method: 'POST',
    path: `${shipment}/submit`,
    summary: 'Send a draft: it becomes NOT_DELIVERED and each product expects its units',
    tag,
    params: inboundIdParams,
    response: commandResult,
  }),
  changeLines: defineRoute({
    method: 'PUT',
    path: `${shipment}/lines`,
    summary: 'Change the products (and delivery) of a sent shipment until the warehouse receives it',
    tag,
    params: inboundIdParams,
    body: changeInboundLinesBody,
    response: commandResult,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: `${shipment}/cancel`,
    summary: 'Cancel a shipment not yet delivered (irreversible)',
    tag,
    params: inboundIdParams,
    response: commandResult,
  }),
  comment: defineRoute({
    method: 'POST',
    path: `${shipment}/comments`,
    summary: 'Add a seller comment the warehouse sees',
    tag,
    params: inboundIdParams,
    body: inboundCommentBody,
    response: commandResult,
    status: 201,
  }),

  adminList: defineRoute({
    method: 'GET',
    path: '/admin/inbound-shipments',
    summary: 'Every seller’s inbound shipments (statuses, seller, type, search, creation period)',
    tag: adminTag,
    query: adminInboundListQuery,
    response: pageOf(adminInboundShipmentSummary),
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: adminShipment,
    summary: 'One inbound shipment, for the warehouse',
    tag: adminTag,
    params: inboundIdParams,
    response: adminInboundShipmentView,
  }),
  adminTimeline: defineRoute({
    method: 'GET',
    path: `${adminShipment}/timeline`,
    summary: 'Every event of the shipment, for the warehouse',
    tag: adminTag,
    params: inboundIdParams,
    response: inboundTimelineView,
  }),
  adminComment: defineRoute({
    method: 'POST',
    path: `${adminShipment}/comments`,
    summary: 'Add a manager comment the seller sees',
    tag: adminTag,
    params: inboundIdParams,
    body: inboundCommentBody,
    response: commandResult,
    status: 201,
  }),
  deliver: defineRoute({
    method: 'POST',
    path: `${adminShipment}/deliver`,
    summary: 'The parcel is at the warehouse (NOT_DELIVERED → DELIVERED)',
    tag: adminTag,
    params: inboundIdParams,
    response: commandResult,
  }),
  startCheck: defineRoute({
    method: 'POST',
    path: `${adminShipment}/start-check`,
    summary: 'Start counting by scan (DELIVERED → CHECKING_DELIVERY); the billable clock starts',
    tag: adminTag,
    params: inboundIdParams,
    response: commandResult,
  }),
  scan: defineRoute({
    method: 'POST',
    path: `${adminShipment}/scans`,
    summary: 'Count scanned units (good or damaged); an unknown barcode counts nothing (UNKNOWN_BARCODE)',
    tag: adminTag,
    params: inboundIdParams,
    body: inboundScanBody,
    response: inboundScanResult,
  }),
  correct: defineRoute({
    method: 'POST',
    path: `${adminShipment}/corrections`,
    summary: 'Correct a miscount of a product (never below zero)',
    tag: adminTag,
    params: inboundIdParams,
    body: inboundCorrectionBody,
    response: commandResult,
  }),
  startSearch: defineRoute({
    method: 'POST',
    path: `${adminShipment}/start-search`,
    summary: 'Units are missing: search for them (ACCEPTING → SEARCHING)',
    tag: adminTag,
    params: inboundIdParams,
    response: commandResult,
  }),
  accept: defineRoute({
    method: 'POST',
    path: `${adminShipment}/accept`,
    summary: 'Counting is done: received good units become stock (→ ACCEPTED)',
    tag: adminTag,
    params: inboundIdParams,
    response: commandResult,
  }),
  markLost: defineRoute({
    method: 'POST',
    path: `${adminShipment}/mark-lost`,
    summary: 'Mark the shipment LOST (not delivered, or a search that found no good unit)',
    tag: adminTag,
    params: inboundIdParams,
    body: inboundMarkLostBody,
    response: commandResult,
  }),
  place: defineRoute({
    method: 'POST',
    path: `${adminShipment}/placements`,
    summary: 'Put scanned units into a bin (never more than received good units not yet placed)',
    tag: adminTag,
    params: inboundIdParams,
    body: inboundPlaceBody,
    response: inboundPlaceResult,
  }),
  finishPlacement: defineRoute({
    method: 'POST',
    path: `${adminShipment}/finish-placement`,
    summary: 'Every accepted good unit is in a bin (→ LOCATED)',
    tag: adminTag,
    params: inboundIdParams,
    response: commandResult,
  }),
};
