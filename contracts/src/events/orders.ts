// Facts of the orders context: one `order-<orderId>` stream per order, from placement through reservation,
// fulfillment (label, payment, picking, packing) to the manifest that hands it to the carrier. Quantities are whole
// units, money integer cents, times UTC ISO-8601. Who did what (seller, manager, impersonator, system) is in each
// event's metadata, so the timeline reads it from there. Billing's free month counts OrderPlaced.

/**
 * An order has three facets, each with its own statuses (spec 4 lists them as one set):
 * - `status`: the order's life: RESERVING → READY_FOR_FULFILLMENT | INSUFFICIENT_GOODS → PROCESSING → PROCESSED, or CANCELED.
 * - `pickStatus` (while PROCESSING): NOT_PICKED → PICKING → PICKED, then packed.
 * - `paymentStatus` (while PROCESSING): PAYMENT_PENDING → PAID | PAYMENT_FAILED (→ PAYMENT_PENDING again after a top-up).
 */
export const ORDER_STATUSES = ['RESERVING', 'READY_FOR_FULFILLMENT', 'INSUFFICIENT_GOODS', 'PROCESSING', 'PROCESSED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PICK_STATUSES = ['NOT_PICKED', 'PICKING', 'PICKED'] as const;
export type PickStatus = (typeof PICK_STATUSES)[number];
export const ORDER_PAYMENT_STATUSES = ['PAYMENT_PENDING', 'PAID', 'PAYMENT_FAILED'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Where an order came from: made in the product, or imported from a connected sales channel. */
export const ORDER_CHANNELS = ['MANUAL', 'EBAY', 'ETSY', 'SHOPIFY', 'WALMART', 'AMAZON'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export interface OrderSource {
  channel: OrderChannel;
  /** The connected channel account (absent for MANUAL). */
  channelAccountId: string | null;
  /** The order's id on the channel (absent for MANUAL). */
  channelOrderId: string | null;
}
/** Registration of the shipment back on the channel: NONE for orders made in the product. */
export const ORDER_REGISTRATIONS = ['NONE', 'PENDING', 'FAILED', 'SUCCESS'] as const;
export type OrderRegistration = (typeof ORDER_REGISTRATIONS)[number];

export interface OrderAddress {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Region, state or province (a code where the country has them, e.g. US "CA"). */
  region: string;
  city: string;
  postalCode: string;
  line1: string;
  line2: string | null;
}

export interface OrderBuyer {
  fullName: string;
  phone: string;
}

/** One ordered product: the SKU as the seller typed it, the product it names, units and price per piece. */
export interface OrderLine {
  productId: string;
  sku: string;
  quantity: number;
  priceCents: number;
}

/** What a reservation could not get: per product, units asked for and units available at that moment. */
export interface MissingGoods {
  productId: string;
  sku: string;
  requested: number;
  available: number;
}

export const LABEL_PRIORITIES = ['CHEAPEST', 'BEST_RATIO'] as const;
export type LabelPriority = (typeof LABEL_PRIORITIES)[number];
export const TAXPAYER_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;
export type TaxpayerType = (typeof TAXPAYER_TYPES)[number];

/** How the order ships: the seller's own label, or one the warehouse buys by priority. */
export type FulfillmentLabelOption =
  { kind: 'OWN'; trackingNumber: string; courier: string; labelFileId: string } | { kind: 'BUY'; priority: LabelPriority };

/** The fulfillment start options (spec 3). */
export interface FulfillmentOptions {
  label: FulfillmentLabelOption;
  commercialInvoiceFileId: string | null;
  /** Insured for the order's total goods value. */
  insurance: boolean;
  noteOnLabel: string | null;
  taxpayer: { type: TaxpayerType; number: string } | null;
  comment: string | null;
}

/** The label the order ships with. */
export interface OrderLabel {
  carrier: string;
  service: string;
  trackingNumber: string;
  /** The label PDF in the file store. */
  fileId: string | null;
  /** What the warehouse paid for it (0 for the seller's own label). */
  costCents: number;
  /** The carrier's label id, to void it (absent for an own label). */
  carrierLabelId: string | null;
  estimatedDays: number | null;
}

/** Fulfillment cost (spec 3): pick and pack, label, extra services (insurance, invoice handling), total. */
export interface FulfillmentCosts {
  pickPackCents: number;
  labelCents: number;
  extraServicesCents: number;
  totalCents: number;
}

export interface PickedUnits {
  /** Idempotency: a scan counted once. */
  scanId: string;
  productId: string;
  binId: string;
  quantity: number;
}

export type OrderEvent =
  | {
      type: 'OrderPlaced';
      data: {
        orderId: string;
        sellerId: string;
        placedAt: string;
        /** Absent only on events written before orders existed (billing tests). */
        number?: string;
        orderDate?: string;
        source?: OrderSource;
        buyer?: OrderBuyer;
        address?: OrderAddress;
        note?: string | null;
        lines?: OrderLine[];
        /**
         * The placement's own append holds the reservation's outcome (OrderReserved or OrderReservationShort right after
         * it, and the StockReserved events): the order-stock saga has nothing to reserve. Absent: it reserves.
         */
        reservedAtPlacement?: true;
      };
    }
  /** The seller changed the order before the warehouse had it: reservation starts again (→ RESERVING). */
  | {
      type: 'OrderEdited';
      data: { orderDate: string; buyer: OrderBuyer; address: OrderAddress; note: string | null; lines: OrderLine[]; at: string };
    }
  | { type: 'OrderReserved'; data: { at: string } }
  | { type: 'OrderReservationShort'; data: { missing: MissingGoods[]; at: string } }
  /** Stock arrived (or was released) for a product it lacked: reserving again. */
  | { type: 'OrderReservationRetried'; data: { at: string } }
  | { type: 'FulfillmentStarted'; data: { options: FulfillmentOptions; automatic: boolean; at: string } }
  | { type: 'LabelPurchaseRequested'; data: { requestId: string; at: string } }
  | { type: 'LabelAttached'; data: { label: OrderLabel; at: string } }
  | { type: 'LabelPurchaseFailed'; data: { requestId: string; reason: string; at: string } }
  | { type: 'FulfillmentCostsCalculated'; data: { costs: FulfillmentCosts; at: string } }
  | { type: 'FulfillmentPaymentRequested'; data: { attempt: number; at: string } }
  | { type: 'FulfillmentPaid'; data: { amountCents: number; at: string } }
  | { type: 'FulfillmentPaymentFailed'; data: { reason: string; at: string } }
  | { type: 'PickingStarted'; data: { at: string } }
  | { type: 'UnitsPicked'; data: PickedUnits & { at: string } }
  | { type: 'OrderPicked'; data: { at: string } }
  /** Every unit verified by scan at the packing table; the label may print. */
  | { type: 'OrderPacked'; data: { at: string } }
  | { type: 'OrderAddedToManifest'; data: { manifestId: string; at: string } }
  | { type: 'OrderRemovedFromManifest'; data: { manifestId: string; at: string } }
  /** The manifest closed: the carrier has the parcel; stock leaves (FULFILLMENT). */
  | { type: 'OrderHandedOver'; data: { manifestId: string; at: string } }
  /** Final: reservations released. Refused once packing has begun. */
  | { type: 'OrderCanceled'; data: { at: string } }
  /** Back to READY_FOR_FULFILLMENT: the label is voided, a paid fulfillment refunded; nothing starts until handed over again. */
  | { type: 'ShipmentCanceled'; data: { at: string } }
  | { type: 'OrderCommentAdded'; data: { author: 'SELLER' | 'MANAGER'; text: string; at: string } }
  /** `message`: the sales channel's answer when registering the shipment FAILED (absent otherwise and on older events). */
  | { type: 'OrderRegistrationChanged'; data: { registration: OrderRegistration; message?: string | null; at: string } }
  | { type: 'ReturnShipmentCreated'; data: { inboundShipmentId: string; at: string } };

export type OrderEventType = OrderEvent['type'];
export const ORDER_EVENT_TYPES: readonly OrderEventType[] = [
  'OrderPlaced',
  'OrderEdited',
  'OrderReserved',
  'OrderReservationShort',
  'OrderReservationRetried',
  'FulfillmentStarted',
  'LabelPurchaseRequested',
  'LabelAttached',
  'LabelPurchaseFailed',
  'FulfillmentCostsCalculated',
  'FulfillmentPaymentRequested',
  'FulfillmentPaid',
  'FulfillmentPaymentFailed',
  'PickingStarted',
  'UnitsPicked',
  'OrderPicked',
  'OrderPacked',
  'OrderAddedToManifest',
  'OrderRemovedFromManifest',
  'OrderHandedOver',
  'OrderCanceled',
  'ShipmentCanceled',
  'OrderCommentAdded',
  'OrderRegistrationChanged',
  'ReturnShipmentCreated',
];

/** Backwards-compatible name for billing, which only needs the placement. */
export type OrderPlacedEvent = Extract<OrderEvent, { type: 'OrderPlaced' }>;

/** manifest-<manifestId>: a carrier's end-of-day handover of packed parcels. */
export const MANIFEST_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];
export type ManifestEvent =
  | { type: 'ManifestCreated'; data: { manifestId: string; number: string; carrier: string; orderIds: string[]; at: string } }
  | { type: 'ManifestOrdersChanged'; data: { orderIds: string[]; at: string } }
  | { type: 'ManifestClosed'; data: { scanFormFileId: string; at: string } };
export type ManifestEventType = ManifestEvent['type'];

/** order-number-<sellerId>-<sha256(number)>: an order number belongs to one of the seller's orders (unique claim). */
export type OrderNumberClaimEvent =
  { type: 'OrderNumberClaimed'; data: { orderId: string } } | { type: 'OrderNumberReleased'; data: { orderId: string } };

/** order-settings-<sellerId>: whether fulfillment starts by itself once an order is ready, and with which options. */
export type OrderSettingsEvent = { type: 'AutoFulfillmentSet'; data: { enabled: boolean; options: FulfillmentOptions | null; at: string } };
