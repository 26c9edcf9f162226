// Facts of the future orders context that other contexts already react to.
// Orders do not exist yet: billing's free month counts these, and tests append them directly to `order-<orderId>` streams.

/** order-<orderId>: an order a seller placed (through a sales channel or by hand). */
export type OrderPlacedEvent = { type: 'OrderPlaced'; data: { orderId: string; sellerId: string; placedAt: string } };
