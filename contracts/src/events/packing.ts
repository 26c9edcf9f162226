// packing-<orderId>: units verified by scan at the packing table, before the order is packed and its label prints.
// Each scan is counted once by its scanId.
export type PackingEvent = { type: 'PackingUnitVerified'; data: { orderId: string; scanId: string; productId: string; at: string } };
export type PackingEventType = PackingEvent['type'];
