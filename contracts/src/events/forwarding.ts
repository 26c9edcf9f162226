// Facts of the forwarding context: one `forwarding-<shipmentId>` stream per forwarding shipment (a parcel with the
// seller's own label that the warehouse passes on). Money integer cents; times UTC ISO-8601; who acted is in metadata.

export const FORWARDING_STATUSES = ['NOT_DELIVERED', 'DELIVERED', 'PAYMENT_PENDING', 'PAYMENT_FAILED', 'PAID', 'CANCELED'] as const;
export type ForwardingStatus = (typeof FORWARDING_STATUSES)[number];

/** An attached file (stored by the files module; the name as the seller's file had it). */
export interface ForwardingFile {
  id: string;
  name: string;
}

/** What the seller declares, at creation and at each edit. */
export interface ForwardingDetails {
  trackingNumber: string;
  courierService: string;
  parcels: number;
  /** Attached files, at most 5, each the seller's own upload. */
  files: ForwardingFile[];
  clientNote: string | null;
}

export type ForwardingEvent =
  | { type: 'ForwardingShipmentCreated'; data: ForwardingDetails & { shipmentId: string; sellerId: string; at: string } }
  | { type: 'ForwardingShipmentEdited'; data: ForwardingDetails & { at: string } }
  | { type: 'ForwardingShipmentCanceled'; data: { at: string } }
  | { type: 'ForwardingShipmentDelivered'; data: { at: string } }
  | { type: 'ForwardingManagerNoteSet'; data: { managerNote: string | null; at: string } }
  /** The intent, recorded before the wallet is charged under `documentId` (the shipment id: never charged twice). */
  | { type: 'ForwardingPaymentRequested'; data: { documentId: string; amountCents: number; at: string } }
  | { type: 'ForwardingShipmentPaid'; data: { documentId: string; amountCents: number; at: string } }
  /** The wallet could not cover it; a manager may charge again. */
  | { type: 'ForwardingPaymentFailed'; data: { documentId: string; amountCents: number; at: string } };

export type ForwardingEventType = ForwardingEvent['type'];
