// docs/integration.md, written from the contracts: topics, keys, CloudEvents headers, every public event's payload
// JSON Schema and example, the order-command topic, webhooks. Deterministic (no dates, catalogue order), and run through
// prettier with the repository's settings, so the committed file is exactly what this returns.
import { format, resolveConfig } from 'prettier';
import {
  INTEGRATION_EVENTS,
  INTEGRATION_TOPIC_KEYS,
  INTEGRATION_TOPICS,
  cloudEventType,
  integrationJsonSchema,
  integrationRoutes,
  webhookRoutes,
} from '@ledgerhouse/contracts';
import { orderCommandsSection } from './integration-docs-commands';
import { json, routeRows, table } from './markdown-blocks';
import { webhooksSection } from './integration-docs-webhooks';

export const INTEGRATION_DOCS_PATH = 'docs/integration.md';
export const INTEGRATION_DOCS_COMMAND = 'npm run docs:integration';

/** The agreed CloudEvents binary-mode headers on every integration topic message, in the order a message lists them. */
const CLOUD_EVENT_HEADERS: [string, string][] = [
  ['ce_specversion', '`1.0`'],
  [
    'ce_id',
    "The event id: the source event's global position in the event store, with `-<n>` appended when one internal event makes several. The same on every redelivery and on a replay from the start: drop duplicates by it.",
  ],
  ['ce_source', '`/` + `KAFKA_CLIENT_ID` (default `/ledgerhouse`).'],
  ['ce_type', '`com.ledgerhouse.` + the event type, e.g. `com.ledgerhouse.order.placed.v1`.'],
  ['ce_time', 'When the source event was recorded, UTC ISO-8601.'],
  ['ce_subject', 'The Kafka key (the entity id, see the topic).'],
  ['ce_correlationid', 'The id of the request or process that caused the event; events of one action share it.'],
  ['ce_sellerid', 'The seller the event belongs to (every payload also carries it as `sellerId`).'],
  ['content-type', '`application/json`'],
];

const anchor = (type: string) => type.replace(/[^a-z0-9_]/g, '');
const topics = Object.values(INTEGRATION_TOPICS);
const typesOf = (topic: string) => INTEGRATION_EVENTS.filter((definition) => definition.topic === topic);

function overview(): string {
  return [
    '# Ledgerhouse integration reference',
    `> Generated from the contracts (\`contracts/src/integration/\`, \`contracts/src/api/\`) by \`${INTEGRATION_DOCS_COMMAND}\`. Do not edit by hand: a test fails when this file is stale.`,
    'Ledgerhouse publishes public integration events, versioned apart from its internal events and never carrying card data, tokens or secrets, two ways:',
    [
      '- **Kafka topics** (on when `KAFKA_BROKERS` is set): one topic per context, at least once, in order per key.',
      '- **Webhooks** (always available): an https endpoint subscribed to event types, signed with the Standard Webhooks scheme.',
    ].join('\n'),
    'Both carry the same events with the same ids, and every payload names its seller (`sellerId`). Money is in integer cents, quantities in whole units, times UTC ISO-8601 with a `Z`. External systems can also place orders through the order-command topic.',
    '## Schema endpoints',
    'The payload schemas below are also served, without signing in:',
    table(['Route', 'What'], routeRows(integrationRoutes)),
  ].join('\n\n');
}

function topicsSection(): string {
  const rows = topics.map((topic) => [`\`${topic}\``, INTEGRATION_TOPIC_KEYS[topic], String(typesOf(topic).length)]);
  return [
    '## Kafka topics',
    table(['Topic', 'Key', 'Event types'], rows),
    'A message is one public event: the **key** is the entity id above, the **value** is the JSON of the payload (the event type’s schema below), and the **headers** are CloudEvents binary mode:',
    table(
      ['Header', 'Value'],
      CLOUD_EVENT_HEADERS.map(([name, value]) => [`\`${name}\``, value]),
    ),
    'Delivery is at least once: a message may come twice (after a crash between publishing and recording progress), always with the same `ce_id`. A consumer keeps the ids it has applied, or makes its writes idempotent by them. A breaking change to a payload is a new type version (`.v2`) on a new topic; within a version, fields are only added.',
  ].join('\n\n');
}

function eventSection(topic: string): string {
  const events = typesOf(topic).map((definition) =>
    [
      `### ${definition.type}`,
      definition.description,
      `CloudEvents type \`${cloudEventType(definition.type)}\`; key: ${INTEGRATION_TOPIC_KEYS[definition.topic]}`,
      'Payload schema:',
      json(integrationJsonSchema(definition)),
      'Example:',
      json(definition.example),
    ].join('\n\n'),
  );
  const index = typesOf(topic).map((d) => [`[\`${d.type}\`](#${anchor(d.type)})`, d.description]);
  return [`## Events on \`${topic}\``, table(['Type', 'What happened'], index), ...events].join('\n\n');
}

/** The whole document, formatted as the repository's prettier settings format Markdown. */
export async function integrationDocsMarkdown(): Promise<string> {
  const text = [overview(), topicsSection(), ...topics.map(eventSection), orderCommandsSection(), webhooksSection(webhookRoutes)].join(
    '\n\n',
  );
  const options = (await resolveConfig(INTEGRATION_DOCS_PATH)) ?? {};
  return format(`${text}\n`, { ...options, parser: 'markdown' });
}
