// What each integration topic's Kafka key is: the id of the entity its events are about, so one entity's events stay
// in order on one partition. The translators use the same ids (their `draft` key).
import { INTEGRATION_TOPICS, type IntegrationTopic } from './topics';

export const INTEGRATION_TOPIC_KEYS: Record<IntegrationTopic, string> = {
  [INTEGRATION_TOPICS.orders]: 'The order id (`orderId`).',
  [INTEGRATION_TOPICS.inventory]: 'The product id (`productId`): one product’s stock movements stay in order.',
  [INTEGRATION_TOPICS.wallet]: 'The seller’s user id (`sellerId`): one wallet’s entries stay in order.',
  [INTEGRATION_TOPICS.inbound]: 'The inbound shipment id (`shipmentId`).',
  [INTEGRATION_TOPICS.catalog]: 'The product id (`productId`).',
};
