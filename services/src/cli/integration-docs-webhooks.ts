// The webhooks part of docs/integration.md: the event types, the Standard Webhooks headers and body, retries, the API.
import { INTEGRATION_EVENTS, MAX_WEBHOOK_ENDPOINTS, type RouteContract } from '@ledgerhouse/contracts';
import { WEBHOOK_FAILING_WINDOW_MS, WEBHOOK_RETRY_DELAYS_MS } from '../webhooks/domain/delivery-schedule';
import { routeRows, table } from './markdown-blocks';

const TEST_EVENT = 'webhook.test.v1';

/** 300000 → "5 min"; 0 → "immediately". */
function duration(ms: number): string {
  if (ms === 0) return 'immediately';
  for (const [size, unit] of [
    [3_600_000, 'h'],
    [60_000, 'min'],
    [1000, 's'],
  ] as const)
    if (ms % size === 0) return `${ms / size} ${unit}`;
  return `${ms} ms`;
}

const HEADERS: [string, string][] = [
  ['webhook-id', 'The event id (the same as a Kafka message’s `ce_id`), unchanged on every retry and replay: drop duplicates by it.'],
  ['webhook-timestamp', 'When this attempt was signed, Unix seconds. Refuse messages too far from your clock (e.g. 5 minutes).'],
  [
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the endpoint’s secret (`whsec_…`); any Standard Webhooks library verifies it.',
  ],
  ['content-type', '`application/json`'],
];

export function webhooksSection(routes: Record<string, RouteContract>): string {
  const types = INTEGRATION_EVENTS.map((d) => [`\`${d.type}\``, d.description]);
  return [
    '## Webhooks',
    `A seller subscribes up to ${MAX_WEBHOOK_ENDPOINTS} https endpoints, each to some of the event types; it receives its own events. Staff subscribe endpoints for the whole warehouse, which receive every seller’s events (each payload names its \`sellerId\`). The payload of each type is the one documented above.`,
    'Each delivery is a `POST` of this body:',
    '```json\n{ "type": "order.placed.v1", "timestamp": "2026-11-24T10:15:00.123Z", "data": { "orderId": "…" } }\n```',
    '`type` is the event type, `timestamp` the event’s time (UTC ISO-8601), `data` its payload. Headers:',
    table(
      ['Header', 'Value'],
      HEADERS.map(([name, value]) => [`\`${name}\``, value]),
    ),
    `A 2xx answer delivers it; anything else (redirects included) or no answer is tried again: ${WEBHOOK_RETRY_DELAYS_MS.map(duration).join(', ')} after the previous attempt. An endpoint whose every attempt has failed for ${duration(WEBHOOK_FAILING_WINDOW_MS)} is disabled and its owner mailed. \`${TEST_EVENT}\` is a test event its owner can send at any time.`,
    '### Event types',
    table(['Type', 'What happened'], [...types, [`\`${TEST_EVENT}\``, 'A test event sent on request (`data`: `webhookId`, `message`).']]),
    '### Webhooks API',
    table(['Route', 'What'], routeRows(routes)),
  ].join('\n\n');
}
