// Facts on an inventory-<productId> stream: every unit that moves, why, by which document, and what is left after.
export const STOCK_REASONS = ['INBOUND_SHIPMENT', 'FULFILLMENT', 'STOCK_TAKING', 'FULFILLMENT_RETURN'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export type InventoryEvent =
  | { type: 'StockChanged'; data: { reason: StockReason; documentId: string; delta: number; totalAfter: number; comment: string | null; at: string } }
  | { type: 'StockReserved'; data: { documentId: string; quantity: number; reservedAfter: number; at: string } }
  | { type: 'ReservationReleased'; data: { documentId: string; quantity: number; reservedAfter: number; reason: 'CANCELED' | 'FULFILLED'; at: string } };
