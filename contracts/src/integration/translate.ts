// Internal events → public integration events. Pure: the same stored event always makes the same public events (a
// replay from 0 republishes identical messages). Each context's translators sit beside its public definitions.
import type { PublicDraft, PublicTranslators, TranslationContext } from './define-event';
import { inboundTranslators } from './inbound-events';
import { inventoryTranslators } from './inventory-events';
import { orderTranslators } from './order-events';
import { orderFulfillmentTranslators } from './order-fulfillment-events';
import { productTranslators } from './product-events';
import { integrationEventId, type IntegrationEvent, type IntegrationSource } from './public-event';
import { walletTranslators } from './wallet-events';

type AnyTranslator = (data: unknown, context: TranslationContext) => PublicDraft[];

const TRANSLATORS = [
  orderTranslators,
  orderFulfillmentTranslators,
  inventoryTranslators,
  walletTranslators,
  inboundTranslators,
  productTranslators,
] as unknown as readonly PublicTranslators<{ type: string; data: unknown }>[];

/** By internal event type: the stream prefix it must come from and its translator. */
const byType = new Map<string, { streamPrefix: string; translate: AnyTranslator }>();
for (const { streamPrefix, translate } of TRANSLATORS)
  for (const [type, translator] of Object.entries(translate)) {
    // Internal type names are unique across contexts; a clash would silently drop one context's public events.
    if (byType.has(type)) throw new Error(`Two translators for the internal event type ${type}`);
    byType.set(type, { streamPrefix, translate: translator as AnyTranslator });
  }

/** The internal event types that make public events (others never do, whatever their stream). */
export const PUBLISHED_INTERNAL_EVENT_TYPES: readonly string[] = [...byType.keys()];

/** True when an event of this type may make public events: a cheap test before the stream's owner is looked up. */
export function makesIntegrationEvents(type: string): boolean {
  return byType.has(type);
}

/**
 * The stream whose first event names a stream's seller: a product's inventory belongs to whoever created the product
 * (its first inventory event carries no seller); every other stream names its own.
 */
export function ownerStreamOf(streamId: string): string {
  return streamId.startsWith('inventory-') ? `product-${streamId.slice('inventory-'.length)}` : streamId;
}

/**
 * The seller a stream belongs to, from its stream id and the first event of `ownerStreamOf(streamId)` (the one that
 * created the aggregate: OrderPlaced, InboundDraftCreated, ProductCreated carry `sellerId`); `wallet-<userId>` is its
 * user's. Null when unknown. Callers cache it per stream: a stream's first event never changes.
 */
export function streamOwner(streamId: string, firstEvent: { type: string; data: unknown } | null): string | null {
  if (streamId.startsWith('wallet-')) return streamId.slice('wallet-'.length);
  const data = firstEvent?.data as { sellerId?: unknown } | undefined;
  return typeof data?.sellerId === 'string' ? data.sellerId : null;
}

/**
 * The public events made from one internal event (none for most); `owner` is `streamOwner` of its stream. Every
 * public event belongs to a seller (webhooks are scoped by it), so a stream with no known owner makes none.
 */
export function integrationEventsOf(source: IntegrationSource, owner: string | null): IntegrationEvent[] {
  const entry = byType.get(source.type);
  if (!entry || owner === null || !source.streamId.startsWith(entry.streamPrefix)) return [];
  const context: TranslationContext = { entityId: source.streamId.slice(entry.streamPrefix.length), sellerId: owner };
  return entry.translate(source.data, context).map((draft, index) => ({
    id: integrationEventId(source.position, index),
    ...draft,
    sellerId: owner,
    time: source.recordedAt,
    correlationId: source.correlationId,
  }));
}
