// The public integration events' catalogue over HTTP: which types exist (type, topic, description) and each payload's
// JSON Schema, for integrators who validate what they consume from Kafka or webhooks. Public: nothing in it is secret.
import { z } from 'zod';
import { defineRoute } from './route';

export const integrationEventTypeView = z.object({ type: z.string(), topic: z.string(), description: z.string() });
export type IntegrationEventTypeView = z.infer<typeof integrationEventTypeView>;

export const integrationSchemaParams = z.object({ type: z.string().min(1).max(100) });

const tag = 'integration';
export const integrationRoutes = {
  eventTypes: defineRoute({
    method: 'GET',
    path: '/integration/event-types',
    summary: 'Every public integration event type, with its topic and description',
    tag,
    response: z.array(integrationEventTypeView),
  }),
  schema: defineRoute({
    method: 'GET',
    path: '/integration/schemas/:type',
    summary: 'The JSON Schema (draft 2020-12) of one public event type’s payload (404 INTEGRATION_EVENT_TYPE_NOT_FOUND)',
    tag,
    params: integrationSchemaParams,
    response: z.record(z.string(), z.unknown()),
  }),
};
