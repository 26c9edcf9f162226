// Facts of the inbound context: one `inbound-<shipmentId>` stream per inbound shipment, from draft to paid.
// Quantities are whole units; money integer cents; times UTC ISO-8601. Who did what (seller, manager, impersonator)
// is in each event's metadata, so the timeline reads it from there.

export const INBOUND_TYPES = ['STANDARD', 'RETURN'] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];

export const INBOUND_STATUSES = [
  'DRAFT',
  'NOT_DELIVERED',
  'DELIVERED',
  'CHECKING_DELIVERY',
  'ACCEPTING',
  'ACCEPTED',
  'SEARCHING',
  'LOCATING',
  'LOCATED',
  'LOST',
  'PAYMENT',
  'PAYMENT_PENDING',
  'PAID',
  'PAYMENT_FAILED',
  'CANCELED',
] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];

/** CUSTOM = a custom-size box. */
export const DELIVERY_TYPES = ['CUSTOM', 'CONTAINER_20', 'CONTAINER_40'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export interface PackageSize {
  length: number;
  width: number;
  height: number;
  unit: 'mm' | 'cm' | 'm' | 'in' | 'ft' | 'yd';
}

export interface PackageWeight {
  value: number;
  unit: 'g' | 'kg' | 'lb' | 'oz';
}

/** One product as the seller declares it. */
export interface InboundLine {
  productId: string;
  quantity: number;
  barcode: string;
  packageSize: PackageSize | null;
  weight: PackageWeight | null;
  /** ISO 3166-1 alpha-2. */
  countryOfOrigin: string | null;
}

export interface InboundDelivery {
  trackingNumber: string;
  courierService: string;
  deliveryType: DeliveryType;
  /** Free text such as "boxes" or "pallets"; absent on events written before it existed. */
  packageType?: string | null;
  comment: string | null;
}

/** The cost of receiving, computed when the shipment is placed. */
export interface InboundCosts {
  processingCostCents: number;
  billableSeconds: number;
  freeSeconds: number;
  hourlyCostCents: number;
  labelCostCents: number;
  stickerCount: number;
  stickerCostCents: number;
  totalCents: number;
}

export type InboundEvent =
  | {
      type: 'InboundDraftCreated';
      data: {
        shipmentId: string;
        sellerId: string;
        number: string;
        shipmentType: InboundType;
        lines: InboundLine[];
        delivery: InboundDelivery | null;
        at: string;
      };
    }
  | { type: 'InboundDraftUpdated'; data: { lines: InboundLine[]; delivery: InboundDelivery | null; at: string } }
  | { type: 'InboundDraftDeleted'; data: { at: string } }
  /** DRAFT → NOT_DELIVERED: the seller sends it; each product's inventory expects `quantity` more. */
  | { type: 'InboundSubmitted'; data: { lines: InboundLine[]; delivery: InboundDelivery; at: string } }
  /** Products changed after submitting, allowed until the warehouse receives the package. */
  | { type: 'InboundLinesChanged'; data: { lines: InboundLine[]; delivery: InboundDelivery; at: string } }
  | { type: 'InboundCanceled'; data: { at: string } }
  | { type: 'InboundCommentAdded'; data: { author: 'SELLER' | 'MANAGER'; text: string; at: string } }
  /** The parcel is at the warehouse door: no more changes or cancelling by the seller. */
  | { type: 'InboundDelivered'; data: { at: string } }
  /** Check-in starts: the billable clock starts. */
  | { type: 'InboundCheckStarted'; data: { at: string } }
  /** One scan counted (`quantity` ≥ 1); damaged units are counted apart. `scanId` makes a retried scan count once. */
  | {
      type: 'InboundUnitsReceived';
      data: { scanId: string; productId: string; barcode: string; quantity: number; damaged: boolean; at: string };
    }
  /** A miscount corrected by a manager (negative or positive), never below zero. */
  | { type: 'InboundReceiptCorrected'; data: { productId: string; delta: number; damaged: boolean; reason: string; at: string } }
  /** Counting ended with units missing: the warehouse searches for them. */
  | { type: 'InboundSearchStarted'; data: { at: string } }
  /** Counting ended: received (good) units become stock. `billableSeconds` from the check-in clock. */
  | {
      type: 'InboundAccepted';
      data: {
        received: { productId: string; received: number; damaged: number; declared: number }[];
        billableSeconds: number;
        at: string;
      };
    }
  | { type: 'InboundMarkedLost'; data: { note: string | null; at: string } }
  /** Good units put into a bin (`locationCode` such as A-01-02). `placementId` makes a retried scan count once. */
  | {
      type: 'InboundUnitsPlaced';
      data: { placementId: string; productId: string; sellerId: string; locationCode: string; quantity: number; at: string };
    }
  /** Every accepted unit is in a bin. */
  | { type: 'InboundLocated'; data: { at: string } }
  | { type: 'InboundCostsCalculated'; data: { costs: InboundCosts; at: string } }
  /** Intent: the wallet charge is asked for under `documentId` (idempotent). */
  | { type: 'InboundPaymentRequested'; data: { amountCents: number; documentId: string; at: string } }
  | { type: 'InboundPaid'; data: { amountCents: number; at: string } }
  | { type: 'InboundPaymentFailed'; data: { reason: 'INSUFFICIENT_FUNDS' | 'ACCOUNT_BLOCKED' | 'OTHER'; at: string } };

export type InboundEventType = InboundEvent['type'];

/** Every event type, in flow order (the timeline's `type`). */
export const INBOUND_EVENT_TYPES = [
  'InboundDraftCreated',
  'InboundDraftUpdated',
  'InboundDraftDeleted',
  'InboundSubmitted',
  'InboundLinesChanged',
  'InboundCanceled',
  'InboundCommentAdded',
  'InboundDelivered',
  'InboundCheckStarted',
  'InboundUnitsReceived',
  'InboundReceiptCorrected',
  'InboundSearchStarted',
  'InboundAccepted',
  'InboundMarkedLost',
  'InboundUnitsPlaced',
  'InboundLocated',
  'InboundCostsCalculated',
  'InboundPaymentRequested',
  'InboundPaid',
  'InboundPaymentFailed',
] as const satisfies readonly InboundEventType[];
/** Fails to compile when an event type is missing from the list. */
const everyInboundEventListed: Exclude<InboundEventType, (typeof INBOUND_EVENT_TYPES)[number]> extends never ? true : false = true;
void everyInboundEventListed;
