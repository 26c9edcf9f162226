// JSON Schemas (draft 2020-12) of the public event payloads, generated from their zod schemas: served by the API and
// printed in docs/integration.md, so integrators in any language validate what they consume.
import { z } from 'zod';
import { INTEGRATION_EVENTS } from './catalog';
import type { IntegrationEventDefinition } from './public-event';

export type JsonSchema = Record<string, unknown>;

/** Formats every JSON Schema validator knows: their long generated regular expressions would only repeat them. */
const WELL_KNOWN_FORMATS = new Set(['uuid', 'date-time']);

/** One payload's JSON Schema, titled with its type and described. Instants are UTC (`Z`), as every payload writes them. */
export function integrationJsonSchema(definition: IntegrationEventDefinition): JsonSchema {
  const generated = z.toJSONSchema(definition.schema, {
    target: 'draft-2020-12',
    io: 'output',
    override: ({ jsonSchema }) => {
      if (typeof jsonSchema.format === 'string' && WELL_KNOWN_FORMATS.has(jsonSchema.format)) delete jsonSchema.pattern;
      // zod bounds every integer to JavaScript's safe range; no count or amount here comes near it.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  const { $schema, ...rest } = generated;
  return { $schema, title: definition.type, description: definition.description, ...rest };
}

/** Every public event type's payload JSON Schema, by type. */
export function integrationJsonSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(INTEGRATION_EVENTS.map((definition) => [definition.type, integrationJsonSchema(definition)]));
}
