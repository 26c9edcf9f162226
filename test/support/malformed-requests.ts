// Malformed variants of one OpenAPI operation: missing and extra fields, wrong types, huge strings, NUL, unpaired
// surrogates, extreme numbers and dates, bad ids, repeated query keys, non-JSON bodies, hostile headers. Each variant
// starts from a near-valid example of the operation's schemas and breaks one thing (or one kind of thing everywhere).

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

export interface OpenApiOperation {
  method: string;
  /** OpenAPI path, e.g. /api/products/{productId}. */
  path: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface MalformedRequest {
  name: string;
  method: string;
  /** Path and query string, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  /** Sent as is; undefined sends no body. */
  body?: string;
  /** Only headers or unknown query keys changed: the contract may accept it, and then it may write. */
  mayBeValid?: boolean;
}

const DECIMAL_PATTERN = '^[0-9]{1,15}$';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const EXTREME_NUMBERS: unknown[] = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5];
const EXTREME_DATES = ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '+275760-09-13T00:00:00Z'];
const BAD_IDS = ['not-a-uuid', '%00', 'x'.repeat(3000), '00000000-0000-0000-0000-000000000000', '..%2F..%2Fhealth', '%ED%A0%80'];
const JSON_TYPE = { 'content-type': 'application/json' };

export function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): OpenApiOperation[] {
  const out: OpenApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json']
        ?.schema;
      out.push({ method: method.toUpperCase(), path, parameters: (op.parameters as OpenApiOperation['parameters']) ?? [], body });
    }
  }
  return out;
}

const optionOf = (schema: JsonSchema): JsonSchema => (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null') ?? schema;

/** A value that most likely passes the schema; the variants break it. */
export function exampleOf(schema: JsonSchema, ids: Record<string, string> = {}, name = ''): unknown {
  const s = optionOf(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, child]) => [key, exampleOf(child, ids, key)]));
    case 'array':
      return [exampleOf(s.items ?? {}, ids, name)];
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uuid') return ids[name] ?? '3f1f0a4e-1d7c-4a8e-9a57-0a1c1f0b7c11';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      // An address that answers at once, whatever fetches it (photo checks refuse it before connecting).
      if (s.format === 'uri') return 'http://127.0.0.1:9/fuzz.png';
      if (s.pattern === DECIMAL_PATTERN) return '1';
      return 'FUZZ1234'.padEnd(s.minLength ?? 0, 'Z').slice(0, Math.max(s.maxLength ?? 8, s.minLength ?? 0));
    default:
      return 'FUZZ';
  }
}

/** A value of another JSON type than the schema's. */
function wrongTypeOf(schema: JsonSchema): unknown {
  const type = optionOf(schema).type;
  if (type === 'string') return 12345;
  if (type === 'array') return { not: 'an array' };
  if (type === 'object') return ['not', 'an', 'object'];
  if (type === 'boolean') return 'yes';
  return 'not a number';
}

/** Every field of an example, as [path, schema]; walks nested objects and the first array item. */
function fieldsOf(schema: JsonSchema, path: (string | number)[] = []): [(string | number)[], JsonSchema][] {
  const s = optionOf(schema);
  if (s.type === 'object')
    return Object.entries(s.properties ?? {}).flatMap(([key, child]) => [
      [[...path, key], child] as [(string | number)[], JsonSchema],
      ...fieldsOf(child, [...path, key]),
    ]);
  if (s.type === 'array' && s.items) return fieldsOf(s.items, [...path, 0]);
  return [];
}

function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

function withoutField(value: unknown, path: (string | number)[]): unknown {
  const parent = path.slice(0, -1).reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);
  const copy = { ...(parent as Record<string, unknown>) };
  delete copy[path[path.length - 1]];
  return withValue(value, path.slice(0, -1), copy);
}

/** A string without a format, pattern or enum: breaking only these keeps the rest of the example valid. */
const isFreeText = (s: JsonSchema) => {
  const o = optionOf(s);
  return o.type === 'string' && !o.format && !o.pattern && !o.enum && o.const === undefined;
};
const isNumber = (s: JsonSchema) => ['integer', 'number'].includes(optionOf(s).type ?? '') || optionOf(s).pattern === DECIMAL_PATTERN;
const isDate = (s: JsonSchema) => optionOf(s).format === 'date-time';

function everyField(example: unknown, schema: JsonSchema, pick: (s: JsonSchema) => boolean, value: unknown): unknown {
  return fieldsOf(schema)
    .filter(([, s]) => pick(s))
    .reduce((out, [path]) => withValue(out, path, value), example);
}

export function malformedRequests(op: OpenApiOperation, ids: Record<string, string>): MalformedRequest[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const fillPath = (override: Record<string, string> = {}) =>
    op.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => override[name] ?? encodeURIComponent(ids[name] ?? '3f1f0a4e-1d7c-4a8e-9a57-0a1c1f0b7c11'),
    );
  const baseQuery: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, String(exampleOf(p.schema, ids, p.name))]);
  const urlOf = (query: [string, string][], path = fillPath()) =>
    query.length
      ? `${path}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('%') ? v : encodeURIComponent(v)}`).join('&')}`
      : path;
  const hasBody = op.method !== 'GET';
  const example = op.body ? exampleOf(op.body, ids) : undefined;
  const baseBody = example === undefined ? undefined : JSON.stringify(example);
  const out: MalformedRequest[] = [];
  const add = (name: string, part: Partial<MalformedRequest> & { query?: [string, string][] }) => {
    const body = hasBody ? part.body : undefined;
    out.push({
      name,
      method: op.method,
      url: part.url ?? urlOf(part.query ?? baseQuery),
      headers: { ...(body !== undefined ? JSON_TYPE : {}), ...part.headers },
      body,
      mayBeValid: part.mayBeValid,
    });
  };
  const unchanged = { body: baseBody, mayBeValid: true };
  const withQuery = (name: string, value: string) => [...baseQuery.filter(([k]) => k !== name), [name, value]] as [string, string][];
  const appended = (path: string) => ({ url: urlOf(baseQuery, path), body: baseBody });

  // Every operation: the query string, headers and path around it.
  const manyKeys = Array.from({ length: 2000 }, (_, i) => [`k${i}`, '1'] as [string, string]);
  add('2,000 unknown query keys', { query: [...baseQuery, ...manyKeys], ...unchanged });
  add('hostile headers', {
    headers: { 'Accept-Language': `${'x-'.repeat(2000)};q=abc`, 'X-HTTP-Method-Override': 'DELETE', Accept: 'application/xml' },
    ...unchanged,
  });
  add('idempotency key of 5,000 characters', { headers: { 'Idempotency-Key': 'k'.repeat(5000) }, ...unchanged });
  add('x-min-position that is not a position', { headers: { 'X-Min-Position': '-1.banana' }, body: baseBody });
  add('authorization of garbage', { headers: { Authorization: `JWT ${'a.b.c'.repeat(500)}` }, body: baseBody });
  add('NUL path segment appended', appended(`${fillPath()}/%00`));
  add('doubled slashes in the path', appended(`/api${fillPath().slice('/api'.length).replace(/\//g, '//')}`));
  add('encoded dot segment appended', appended(`${fillPath()}/%2e%2e/fuzz`));
  add('matrix parameter in the path', appended(`${fillPath()};jsessionid=1`));
  add('encoded slash appended', appended(`${fillPath()}%2F`));
  add('3,000-character segment appended', appended(`${fillPath()}/${'s'.repeat(3000)}`));
  add('emoji segment appended', appended(`${fillPath()}/%F0%9F%98%80`));
  add('malformed percent-encoding in the path', appended(`${fillPath()}/%E0%A4%A`));
  out.push({ name: 'unknown method', method: 'PROPFIND', url: urlOf(baseQuery), headers: {} });

  const junk = [
    ['a', 'x'.repeat(6000)],
    ['b', '%00'],
    ['c', '%ED%A0%80'],
    ['d', '%E0%A4%A'],
    ['e[]', '1'],
    ['e[x]', '2'],
    ['f', '1'],
    ['f', '2'],
  ] as [string, string][];
  // A query no contract reads is ignored, so the request may be valid.
  if (queryParams.length === 0) add('query junk no contract reads', { query: junk, ...unchanged });
  for (const p of queryParams) {
    add(`repeated query ${p.name}`, { query: [...withQuery(p.name, 'a'), [p.name, 'b']], body: baseBody });
    add(`bracketed query ${p.name}`, {
      url: `${urlOf(baseQuery)}${baseQuery.length ? '&' : '?'}${p.name}[]=1&${p.name}[x]=2`,
      body: baseBody,
    });
    add(`huge query ${p.name}`, { query: withQuery(p.name, 'x'.repeat(6000)), body: baseBody });
    add(`NUL in query ${p.name}`, { query: withQuery(p.name, '%00'), body: baseBody });
    add(`unpaired surrogate in query ${p.name}`, { query: withQuery(p.name, '%ED%A0%80'), body: baseBody });
    add(`malformed percent-encoding in query ${p.name}`, { query: withQuery(p.name, '%E0%A4%A'), body: baseBody });
    if (isNumber(p.schema))
      for (const n of ['0x10', '1e308', '99999999999999999999'])
        add(`query ${p.name}=${n}`, { query: withQuery(p.name, n), body: baseBody });
    if (isDate(p.schema)) for (const d of EXTREME_DATES) add(`query ${p.name}=${d}`, { query: withQuery(p.name, d), body: baseBody });
  }
  for (const p of queryParams.filter((q) => q.required))
    add(`query ${p.name} missing`, { query: baseQuery.filter(([k]) => k !== p.name), body: baseBody });

  // Path parameters.
  for (const p of pathParams)
    for (const bad of BAD_IDS)
      add(`path ${p.name}=${bad.slice(0, 20)}`, { url: urlOf(baseQuery, fillPath({ [p.name]: bad })), body: baseBody });

  // Bodies: every method that takes one, with a schema or without.
  if (hasBody) {
    add('JSON text sent as text/plain', { body: baseBody ?? '{}', headers: { 'content-type': 'text/plain' } });
    add('form-encoded body', { body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    add('body without a content type', { body: baseBody ?? '{}', headers: { 'content-type': '' } });
    add('malformed JSON', { body: '{"a": ' });
    add('JSON null', { body: 'null' });
    add('JSON array', { body: '[]' });
    add('JSON string', { body: '"text"' });
    add('deeply nested JSON', { body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` });
    add('prototype keys', { body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' });
    add('JSON over the size limit', { body: JSON.stringify({ a: 'x'.repeat(1_100_000) }) });
  }
  if (op.body && example !== undefined) {
    const schema = op.body;
    const fields = fieldsOf(schema);
    // With every field optional, an empty body is a valid request that may write.
    const allOptional = (optionOf(schema).required ?? []).length === 0;
    add('no body', { mayBeValid: allOptional });
    add('empty object', { body: '{}', mayBeValid: allOptional });
    add('extra field', { body: JSON.stringify({ ...(example as object), __fuzz: 1 }) });
    add('NUL as a key', { body: JSON.stringify({ ...(example as object), 'k\u0000': 1 }) });
    add('every field null', { body: JSON.stringify(Object.fromEntries(Object.keys(example as object).map((key) => [key, null]))) });
    if (fields.some(([, s]) => isFreeText(s))) {
      add('NUL in every text', { body: JSON.stringify(everyField(example, schema, isFreeText, NUL)) });
      add('unpaired surrogate in every text', { body: JSON.stringify(everyField(example, schema, isFreeText, LONE_SURROGATE)) });
      add('huge texts', { body: JSON.stringify(everyField(example, schema, isFreeText, 'x'.repeat(100_000))) });
    }
    if (fields.some(([, s]) => isDate(s)))
      for (const d of EXTREME_DATES) add(`every date ${d}`, { body: JSON.stringify(everyField(example, schema, isDate, d)) });
    if (fields.some(([, s]) => isNumber(s)))
      for (const n of EXTREME_NUMBERS) add(`every number ${n}`, { body: JSON.stringify(everyField(example, schema, isNumber, n)) });
    for (const [path, s] of fields)
      add(`${path.join('.')} of the wrong type`, { body: JSON.stringify(withValue(example, path, wrongTypeOf(s))) });
    for (const name of optionOf(schema).required ?? []) add(`${name} missing`, { body: JSON.stringify(withoutField(example, [name])) });
  }
  return out;
}
