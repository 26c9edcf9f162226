// Every public integration event (type, topic, schema, example), in topic order. Each context's events are defined,
// with the translators that make them, in their own file here.
import type { IntegrationEventDefinition } from './public-event';
import { INBOUND_EVENTS } from './inbound-events';
import { INVENTORY_EVENTS } from './inventory-events';
import { ORDER_EVENTS } from './order-events';
import { ORDER_FULFILLMENT_EVENTS } from './order-fulfillment-events';
import { PRODUCT_EVENTS } from './product-events';
import { WALLET_EVENTS } from './wallet-events';

export * from './order-events';
export * from './order-fulfillment-events';
export * from './inventory-events';
export * from './wallet-events';
export * from './inbound-events';
export * from './product-events';

export const INTEGRATION_EVENTS: readonly IntegrationEventDefinition[] = [
  ...ORDER_EVENTS,
  ...ORDER_FULFILLMENT_EVENTS,
  ...INVENTORY_EVENTS,
  ...WALLET_EVENTS,
  ...INBOUND_EVENTS,
  ...PRODUCT_EVENTS,
];

const byType = new Map(INTEGRATION_EVENTS.map((definition) => [definition.type, definition]));

/** The definition of a public event type, or undefined when there is none. */
export function integrationEventDefinition(type: string): IntegrationEventDefinition | undefined {
  return byType.get(type);
}
