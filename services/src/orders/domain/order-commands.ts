// What may be asked of one order (order-<orderId>): the commands the decider (order.ts) answers with events.
// Seller commands carry the seller: another seller's order is NOT_FOUND. Warehouse and saga commands carry none.
// Every command is checked against ORDER_TRANSITIONS (transitions.ts): not allowed → ORDER_STATUS_CONFLICT.
import type {
  FulfillmentCosts,
  FulfillmentOptions,
  MissingGoods,
  OrderAddress,
  OrderBuyer,
  OrderLabel,
  OrderLine,
  OrderRegistration,
  OrderSource,
  PickedUnits,
} from '@ledgerhouse/contracts';

export const orderStream = (orderId: string) => `order-${orderId}`;

export type OrderCommand =
  // The seller (or a channel import, with its source)
  | {
      type: 'PlaceOrder';
      orderId: string;
      sellerId: string;
      number: string;
      orderDate: string;
      source: OrderSource;
      buyer: OrderBuyer;
      address: OrderAddress;
      note: string | null;
      lines: OrderLine[];
      at: Date;
    }
  | {
      type: 'EditOrder';
      sellerId: string;
      orderDate: string;
      buyer: OrderBuyer;
      address: OrderAddress;
      note: string | null;
      lines: OrderLine[];
      at: Date;
    }
  | { type: 'StartFulfillment'; sellerId: string; options: FulfillmentOptions; automatic: boolean; at: Date }
  | { type: 'CancelOrder'; sellerId: string; at: Date }
  | { type: 'CancelShipment'; sellerId: string; at: Date }
  | { type: 'AddComment'; author: 'SELLER'; sellerId: string; text: string; at: Date }
  | { type: 'AddComment'; author: 'MANAGER'; text: string; at: Date }
  | { type: 'RecordReturnShipment'; sellerId: string; inboundShipmentId: string; at: Date }
  // The reservation saga
  | { type: 'RecordReservation'; result: { ok: true } | { ok: false; missing: MissingGoods[] }; at: Date }
  | { type: 'RetryReservation'; at: Date }
  // The fulfillment saga
  | { type: 'RequestLabelPurchase'; requestId: string; at: Date }
  | { type: 'AttachLabel'; label: OrderLabel; at: Date }
  | { type: 'RecordLabelFailure'; requestId: string; reason: string; at: Date }
  | { type: 'RecordCosts'; costs: FulfillmentCosts; at: Date }
  | { type: 'RequestPayment'; at: Date }
  | { type: 'RecordPayment'; result: { ok: true; amountCents: number } | { ok: false; reason: string }; at: Date }
  // The warehouse
  | { type: 'StartPicking'; at: Date }
  | { type: 'PickUnits'; units: PickedUnits; at: Date }
  | { type: 'Pack'; at: Date }
  | { type: 'AddToManifest'; manifestId: string; at: Date }
  | { type: 'RemoveFromManifest'; manifestId: string; at: Date }
  | { type: 'HandOver'; manifestId: string; at: Date }
  // A sales channel's answer about registering the shipment
  | { type: 'RecordRegistration'; registration: OrderRegistration; message?: string | null; at: Date };
