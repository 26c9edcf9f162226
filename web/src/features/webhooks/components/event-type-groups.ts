// The event-type picker groups the catalog by topic, in the order the integration topics are declared.
import { INTEGRATION_TOPICS, type webhookEventTypeView } from '@ledgerhouse/contracts';
import type { z } from 'zod';

export type WebhookEventType = z.infer<typeof webhookEventTypeView>;
export type TopicName = keyof typeof INTEGRATION_TOPICS;

export interface EventTypeGroup {
  topic: string;
  /** The topic's short name (`orders` for `ledgerhouse.orders.v1`), for its translated label; null for a topic the web does not know yet. */
  name: TopicName | null;
  types: WebhookEventType[];
}

const declared = Object.values(INTEGRATION_TOPICS) as string[];

export const topicName = (topic: string): TopicName | null =>
  (Object.entries(INTEGRATION_TOPICS).find(([, t]) => t === topic)?.[0] as TopicName | undefined) ?? null;

/** Known topics first in declaration order, then unknown ones by name; types by name within a topic. */
export function groupEventTypes(types: readonly WebhookEventType[]): EventTypeGroup[] {
  const byTopic = new Map<string, WebhookEventType[]>();
  for (const type of types) byTopic.set(type.topic, [...(byTopic.get(type.topic) ?? []), type]);
  const rank = (topic: string) => (declared.includes(topic) ? declared.indexOf(topic) : declared.length);
  return [...byTopic.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([topic, list]) => ({ topic, name: topicName(topic), types: [...list].sort((a, b) => a.type.localeCompare(b.type)) }));
}

/** How a selection reads in the list: every type of a topic chosen shows as the topic, the rest one by one. */
export function summarizeSelection(
  selected: readonly string[],
  groups: readonly EventTypeGroup[],
): { topics: EventTypeGroup[]; types: string[] } {
  const chosen = new Set(selected);
  const topics = groups.filter((g) => g.types.length > 0 && g.types.every((t) => chosen.has(t.type)));
  const covered = new Set(topics.flatMap((g) => g.types.map((t) => t.type)));
  return { topics, types: selected.filter((type) => !covered.has(type)) };
}
