// The order an order command places has an id derived from the seller and the idempotency key (UUID v5, RFC 9562), so
// a message delivered again — even after a crash between placing the order and recording the receipt — names the same
// order, which the orders context places only once.
import { uuidV5 } from '../../event-sourcing/uuid-v5';

/** The name space of order-command order ids (a random v4, fixed for ever: changing it would place repeats again). */
export const ORDER_COMMAND_ID_NAMESPACE = 'f1f7d0a4-3c1e-4a8e-9b57-2d6c4e0b9a13';

/** The seller id is a fixed-length UUID, so `<seller>:<key>` is unambiguous whatever the key holds. */
export const orderCommandOrderId = (sellerId: string, idempotencyKey: string): string =>
  uuidV5(`${sellerId}:${idempotencyKey}`, ORDER_COMMAND_ID_NAMESPACE);
