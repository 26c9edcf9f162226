// Warehouse picking and packing by scan (spec 2, fulfillment-picking): the pick list across paid orders waiting to be
// picked, grouped and ordered by bin; batch picking (scan the bin, then the product: a wrong bin or item is refused
// loudly and counts nothing); packing verifies each unit by scan before the label prints. Staff and managers only.
// Every scan carries its own `scanId`: a retry counts once and answers as the first run did.
import { z } from 'zod';
import { PICK_STATUSES } from '../events/orders';
import { locationCode } from './locations';
import { defineRoute } from './route';

/** The most orders one picking batch may hold. */
export const PICK_BATCH_MAX = 50;

const orderIds = z.array(z.uuid()).min(1).max(PICK_BATCH_MAX);
const barcode = z.string().trim().min(1).max(64);

/** Units of one order's product to take from one bin. */
export const pickLineView = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  barcode: z.string().nullable(),
  quantity: z.number().int(),
});
export type PickLineView = z.infer<typeof pickLineView>;

/** One stop of the walk: a bin and what to take from it. Stops come in bin-code order. */
export const pickStopView = z.object({ binCode: z.string(), lines: z.array(pickLineView) });
export type PickStopView = z.infer<typeof pickStopView>;

/** An order on the pick list with its units: `picked` of `units`. */
export const pickOrderView = z.object({
  orderId: z.string(),
  number: z.string(),
  sellerId: z.string(),
  pickStatus: z.enum(PICK_STATUSES),
  placedAt: z.string(),
  units: z.number().int(),
  picked: z.number().int(),
});
export type PickOrderView = z.infer<typeof pickOrderView>;

export const pickListView = z.object({
  /** Oldest first. */
  orders: z.array(pickOrderView),
  stops: z.array(pickStopView),
  /** Units no bin holds (yet): they cannot be picked until placed. */
  unlocated: z.array(pickLineView),
});
export type PickListView = z.infer<typeof pickListView>;

const repeatedOrderId = z
  .union([z.uuid(), z.array(z.uuid()).max(PICK_BATCH_MAX)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();
/** Without `orderId`: every paid order waiting to be picked; with it (repeated): only those (a batch). */
export const pickListQuery = z.object({ orderId: repeatedOrderId });

/** Start a batch: the chosen orders, or (none chosen) the oldest ready ones up to `limit`. */
export const pickBatchBody = z
  .object({
    orderIds: orderIds.optional(),
    limit: z.number().int().min(1).max(PICK_BATCH_MAX).default(20),
  })
  .strict();
export const pickBatchResult = z.object({
  /** The batch: the orders now being picked. */
  orderIds: z.array(z.string()),
  /** Chosen orders that could not join, with the error code. */
  refused: z.array(z.object({ orderId: z.string(), code: z.string() })),
  position: z.string(),
});
export type PickBatchResult = z.infer<typeof pickBatchResult>;

/** The picker is at a bin: it must be the next bin with something to pick for the batch (else PICK_WRONG_BIN). */
export const pickBinScanBody = z.object({ orderIds, binCode: locationCode }).strict();
export const pickBinScanResult = pickStopView;

/** A product taken from the bin: one unit of a product the batch still needs from that bin (else PICK_WRONG_ITEM). */
export const pickItemScanBody = z.object({ scanId: z.uuid(), orderIds, binCode: locationCode, barcode }).strict();
export const pickItemScanResult = z.object({
  /** The order the unit went to (the oldest that needs it). */
  orderId: z.string(),
  productId: z.string(),
  binCode: z.string(),
  /** That order's picked units of the product, and its units of it. */
  picked: z.number().int(),
  quantity: z.number().int(),
  /** The order has every unit now (PICKED). */
  orderPicked: z.boolean(),
  /** Units the batch still has to pick. */
  batchRemaining: z.number().int(),
  /** This scanId was already counted: nothing changed. */
  repeated: z.boolean(),
  position: z.string(),
});
export type PickItemScanResult = z.infer<typeof pickItemScanResult>;

export const packingLineView = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  barcode: z.string().nullable(),
  quantity: z.number().int(),
  verified: z.number().int(),
});
export const packingOrderView = z.object({
  orderId: z.string(),
  number: z.string(),
  sellerId: z.string(),
  lines: z.array(packingLineView),
  packed: z.boolean(),
  label: z.object({ carrier: z.string(), trackingNumber: z.string(), hasFile: z.boolean() }).nullable(),
});
export type PackingOrderView = z.infer<typeof packingOrderView>;

export const packingQueueItem = z.object({
  orderId: z.string(),
  number: z.string(),
  sellerId: z.string(),
  units: z.number().int(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export const packingQueueView = z.object({ items: z.array(packingQueueItem) });

export const packingOrderParams = z.object({ orderId: z.uuid() });
/** One unit at the packing table (else PACK_WRONG_ITEM, or PACK_TOO_MANY when all of that product are verified). */
export const packScanBody = z.object({ scanId: z.uuid(), barcode }).strict();
export const packScanResult = z.object({
  orderId: z.string(),
  productId: z.string(),
  verified: z.number().int(),
  quantity: z.number().int(),
  /** Every unit is verified: the order is packed (OrderPacked) and its label may print. */
  packed: z.boolean(),
  repeated: z.boolean(),
  position: z.string(),
});
export type PackScanResult = z.infer<typeof packScanResult>;

const tag = 'admin-picking';

export const pickingRoutes = {
  pickList: defineRoute({
    method: 'GET',
    path: '/admin/picking/pick-list',
    summary: 'Paid orders waiting to be picked (or the given batch), their units grouped and ordered by bin',
    tag,
    query: pickListQuery,
    response: pickListView,
  }),
  startBatch: defineRoute({
    method: 'POST',
    path: '/admin/picking/batches',
    summary: 'Start picking the chosen orders, or the oldest ready ones up to a limit (NOT_PICKED → PICKING)',
    tag,
    body: pickBatchBody,
    response: pickBatchResult,
    status: 201,
  }),
  scanBin: defineRoute({
    method: 'POST',
    path: '/admin/picking/bin-scans',
    summary: 'The picker is at a bin: it must be the batch’s next bin (PICK_WRONG_BIN); answers what to take from it',
    tag,
    body: pickBinScanBody,
    response: pickBinScanResult,
  }),
  scanItem: defineRoute({
    method: 'POST',
    path: '/admin/picking/item-scans',
    summary: 'One unit taken from the bin for the oldest order needing it (a wrong item is PICK_WRONG_ITEM, nothing counted)',
    tag,
    body: pickItemScanBody,
    response: pickItemScanResult,
  }),
  packingQueue: defineRoute({
    method: 'GET',
    path: '/admin/packing',
    summary: 'Picked orders waiting to be packed, oldest first',
    tag,
    response: packingQueueView,
  }),
  packingOrder: defineRoute({
    method: 'GET',
    path: '/admin/packing/:orderId',
    summary: 'An order at the packing table: its units and how many are verified',
    tag,
    params: packingOrderParams,
    response: packingOrderView,
  }),
  packScan: defineRoute({
    method: 'POST',
    path: '/admin/packing/:orderId/scans',
    summary: 'Verify one unit by scan; the last one packs the order (OrderPacked)',
    tag,
    params: packingOrderParams,
    body: packScanBody,
    response: packScanResult,
  }),
  label: defineRoute({
    method: 'GET',
    path: '/admin/packing/:orderId/label',
    summary: 'The packed order’s shipping label (PDF) to print',
    tag,
    params: packingOrderParams,
    response: z.string(),
  }),
};
