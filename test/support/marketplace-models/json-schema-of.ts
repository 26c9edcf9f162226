// OpenAPI 3.0 and Swagger 2.0 schemas are JSON Schema with a few words of their own; this turns a whole model into what
// ajv (JSON Schema draft-07) reads: `nullable`/`x-nullable` become a "null" type, boolean exclusive bounds become numbers.
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function convertNode(node: Node): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) out[key] = jsonSchemaOf(value);
  if (out.nullable === true || out['x-nullable'] === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    delete out.nullable;
    if (!Array.isArray(out.type)) return { anyOf: [out, { type: 'null' }] };
  }
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[bound] !== 'boolean') continue;
    if (out[bound] === true) out[bound] = out[limit];
    else delete out[bound];
    if (out[bound] !== undefined) delete out[limit];
  }
  return out;
}

export function jsonSchemaOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonSchemaOf);
  return isNode(value) ? convertNode(value) : value;
}
