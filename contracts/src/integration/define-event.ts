// How a context declares its public events and how its internal events become them: `defineIntegrationEvent` keeps a
// definition's example typed by its schema, `draft` keeps a translated payload typed by it, and `PublicTranslators`
// ties each translator to the internal event it reads.
import type { z } from 'zod';
import type { IntegrationEvent, IntegrationEventDefinition } from './public-event';

export function defineIntegrationEvent<T extends z.ZodType>(definition: IntegrationEventDefinition<T>): IntegrationEventDefinition<T> {
  return definition;
}

/** A public event before its envelope (id, seller, time, correlation) is added. */
export type PublicDraft = Pick<IntegrationEvent, 'type' | 'topic' | 'key' | 'data'>;

/** The payload is built field by field from the internal event, so nothing the schema does not name can slip in. */
export function draft<T extends z.ZodType>(definition: IntegrationEventDefinition<T>, key: string, data: z.output<T>): PublicDraft {
  return { type: definition.type, topic: definition.topic, key, data };
}

/** What a translator knows besides the internal event: its stream's entity id and the seller that stream belongs to. */
export interface TranslationContext {
  /** The stream id after its category prefix (`order-<id>` → `<id>`). */
  entityId: string;
  sellerId: string;
}

type Translator<D> = (data: D, context: TranslationContext) => PublicDraft[];

/** One stream category's translators, by internal event type; a type left out makes no public event. */
export interface PublicTranslators<E extends { type: string; data: unknown }> {
  /** The stream id prefix, e.g. `order-`; a translator only reads events of streams in its category. */
  streamPrefix: string;
  translate: { [K in E['type']]?: Translator<Extract<E, { type: K }>['data']> };
}
