// OpenAPI 3.1 built from the zod contracts of the routes the app really serves.
import { z } from 'zod';
import type { RouteContract } from '@ledgerhouse/contracts';

const errorBodySchema = {
  type: 'object',
  required: ['code', 'message', 'details'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

function parametersOf(route: RouteContract): unknown[] {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const js = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, s] of Object.entries(js.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s });
    }
  }
  return out;
}

/** An upload: the files in one form field, as many as the route takes. */
function multipartBody({ field, maxFiles }: NonNullable<RouteContract['multipart']>) {
  const file = { type: 'string', format: 'binary' };
  const schema = {
    type: 'object',
    required: [field],
    properties: { [field]: maxFiles > 1 ? { type: 'array', maxItems: maxFiles, items: file } : file },
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

export function buildOpenApiDocument(routes: readonly RouteContract[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const status = String(route.status ?? 200);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      parameters: parametersOf(route),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
        : {}),
      ...(route.multipart ? { requestBody: multipartBody(route.multipart) } : {}),
      responses: {
        [status]: { description: 'Success', content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } },
        '4XX': { description: 'Client error', content: { 'application/json': { schema: errorBodySchema } } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Ledgerhouse API', version }, paths };
}
