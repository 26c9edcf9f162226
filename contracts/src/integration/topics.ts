// The integration topics: one per context, versioned apart from the internal events (a breaking change is a new topic).
export const INTEGRATION_TOPICS = {
  orders: 'ledgerhouse.orders.v1',
  inventory: 'ledgerhouse.inventory.v1',
  wallet: 'ledgerhouse.wallet.v1',
  inbound: 'ledgerhouse.inbound.v1',
  catalog: 'ledgerhouse.catalog.v1',
} as const;
export type IntegrationTopic = (typeof INTEGRATION_TOPICS)[keyof typeof INTEGRATION_TOPICS];

/** External systems create orders here; every message is validated, deduplicated by its idempotency key. */
export const ORDER_COMMANDS_TOPIC = 'ledgerhouse.commands.orders.v1';
/** Where a command message that can never succeed goes, with the reason in its headers. */
export const ORDER_COMMANDS_DEAD_LETTER_TOPIC = 'ledgerhouse.commands.orders.v1.dlt';
