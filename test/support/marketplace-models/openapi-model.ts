// One marketplace's OpenAPI 3.0 or Swagger 2.0 description as a request and response validator: finds the operation a
// method and path name, then checks parameters, content type and body against it with ajv.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { jsonSchemaOf } from './json-schema-of';
import { readModel } from './model-folder';

type Node = Record<string, unknown>;

export interface ModelRequest {
  method: string;
  /** As sent, percent-encoded. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ModelOperation {
  operationId: string;
  template: string;
  node: Node;
  pointer: string;
  pathParams: Record<string, string>;
}

/** Starts a response "problem" that is the model's silence, not a mismatch: a status or body it does not describe. */
export const UNDESCRIBED = 'undescribed: ';
const OPENAPI_FORMATS = ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password', 'decimal'];
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const mediaType = (value: string | undefined) => (value ?? '').split(';')[0].trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

function basePathOf(doc: Node): string {
  if (typeof doc.basePath === 'string') return doc.basePath.replace(/\/$/, '');
  const server = (doc.servers as { url: string; variables?: Record<string, { default: string }> }[] | undefined)?.[0];
  if (!server) return '';
  const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? '');
  return new URL(url).pathname.replace(/\/$/, '');
}

export class OpenApiModel {
  readonly version: string;
  private readonly doc: Node;
  private readonly basePath: string;
  private readonly ajv: Ajv;
  private readonly coercing: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly file: string) {
    this.doc = jsonSchemaOf(readModel(file)) as Node;
    this.version = String((this.doc.info as Node).version ?? '');
    this.basePath = basePathOf(this.doc);
    this.ajv = this.validatorWith(false);
    this.coercing = this.validatorWith(true);
  }

  get isSwagger2(): boolean {
    return this.doc.swagger === '2.0';
  }

  /** The operation for this method and path (literal segments win over templated ones); null if the model has none. */
  operationFor(method: string, rawPath: string): ModelOperation | null {
    if (!rawPath.startsWith(this.basePath)) return null;
    const segments = rawPath.slice(this.basePath.length).replace(/\/$/, '').split('/');
    let best: (ModelOperation & { literals: number }) | null = null;
    for (const [template, item] of Object.entries(this.doc.paths as Record<string, Node>)) {
      const parts = template.replace(/\/$/, '').split('/');
      const node = item[method.toLowerCase()] as Node | undefined;
      if (!node || parts.length !== segments.length) continue;
      const pathParams: Record<string, string> = {};
      let literals = 0;
      const fits = parts.every((part, i) => {
        const name = /^\{(.+)\}$/.exec(part)?.[1];
        if (name) pathParams[name] = decodeURIComponent(segments[i]);
        else literals += 1;
        return name ? segments[i] !== '' : part === segments[i];
      });
      if (!fits || (best && best.literals >= literals)) continue;
      const pointer = `#/paths/${escapePointer(template)}/${method.toLowerCase()}`;
      best = { operationId: String(node.operationId ?? template), template, node, pointer, pathParams, literals };
    }
    return best;
  }

  operationById(operationId: string): ModelOperation | null {
    for (const [template, item] of Object.entries(this.doc.paths as Record<string, Record<string, Node>>)) {
      for (const [method, node] of Object.entries(item)) {
        if (node.operationId !== operationId) continue;
        const pointer = `#/paths/${escapePointer(template)}/${method}`;
        return { operationId, template, node, pointer, pathParams: {} };
      }
    }
    return null;
  }

  requestProblems(operation: ModelOperation, request: ModelRequest): string[] {
    const problems = this.parameterProblems(operation, request);
    if (this.isSwagger2) return [...problems, ...this.swaggerBodyProblems(operation, request)];
    const body = this.resolve(operation.node.requestBody) as Node | undefined;
    if (!body) return problems;
    const type = mediaType(request.headers['content-type'] as string | undefined);
    if (!request.body) return body.required ? [...problems, 'the request body the model requires is missing'] : problems;
    const content = (body.content ?? {}) as Record<string, Node>;
    if (!(type in content)) return [...problems, `content type ${type || '(none)'} is not one of ${Object.keys(content).join(', ')}`];
    const pointer = `${this.pointerOf(operation.node.requestBody, `${operation.pointer}/requestBody`)}/content/${escapePointer(type)}/schema`;
    return [...problems, ...this.bodyProblems(pointer, type, request.body, 'request body')];
  }

  responseProblems(operation: ModelOperation, status: number, contentType: string, body: string): string[] {
    const responses = operation.node.responses as Record<string, unknown>;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
    if (!key) return [`${UNDESCRIBED}status ${status}`];
    const base = this.pointerOf(responses[key], `${operation.pointer}/responses/${key}`);
    const described = this.resolve(responses[key]) as Node;
    if (this.isSwagger2) {
      if (!described.schema) return body ? [`${UNDESCRIBED}a body on ${status}`] : [];
      return body
        ? this.bodyProblems(`${base}/schema`, 'application/json', body, 'answer')
        : [`status ${status} is described with a body, none came`];
    }
    const content = (described.content ?? {}) as Record<string, Node>;
    const types = Object.keys(content);
    if (types.length === 0) return body ? [`${UNDESCRIBED}a body on ${status}`] : [];
    if (!body) return [`status ${status} is described with a ${types.join('/')} body, none came`];
    const type = mediaType(contentType);
    const declared = types.find((candidate) => mediaType(candidate) === type) ?? (types.includes('*/*') ? '*/*' : undefined);
    if (!declared) return [`answer content type ${type} is not one of ${types.join(', ')}`];
    if (!content[declared].schema) return [];
    return this.bodyProblems(`${base}/content/${escapePointer(declared)}/schema`, type, body, 'answer');
  }

  private parameterProblems(operation: ModelOperation, request: ModelRequest): string[] {
    const problems: string[] = [];
    const pathItem = (this.doc.paths as Record<string, Node>)[operation.template];
    const declared = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.node.parameters as unknown[]) ?? [])];
    for (const raw of declared) {
      const parameter = this.resolve(raw) as Node;
      const name = String(parameter.name);
      const where = String(parameter.in);
      if (where === 'header' && IGNORED_HEADERS.has(name.toLowerCase())) continue;
      const value =
        where === 'path'
          ? operation.pathParams[name]
          : where === 'query'
            ? (request.query.get(name) ?? undefined)
            : where === 'header'
              ? (request.headers[name.toLowerCase()] as string | undefined)
              : undefined;
      if (where === 'body' || where === 'formData') continue;
      if (value === undefined) {
        if (parameter.required) problems.push(`${where} parameter ${name} is required`);
        continue;
      }
      const schema = (parameter.schema ?? { type: parameter.type, enum: parameter.enum, format: parameter.format }) as Node;
      const validate = this.coercing.compile(JSON.parse(JSON.stringify(schema)) as object);
      const holder = { value: schema.type === 'array' ? value.split(',') : value };
      if (!validate(holder.value)) problems.push(`${where} parameter ${name}=${value}: ${this.coercing.errorsText(validate.errors)}`);
    }
    return problems;
  }

  private swaggerBodyProblems(operation: ModelOperation, request: ModelRequest): string[] {
    const parameters = ((operation.node.parameters as unknown[]) ?? []).map((raw) => this.resolve(raw) as Node);
    const index = parameters.findIndex((parameter) => parameter.in === 'body');
    if (index < 0) return request.body ? ['a body came where the model describes none'] : [];
    if (!request.body) return parameters[index].required ? ['the request body the model requires is missing'] : [];
    const consumes = (operation.node.consumes ?? this.doc.consumes ?? ['application/json']) as string[];
    const type = mediaType(request.headers['content-type'] as string | undefined);
    if (!consumes.includes(type)) return [`content type ${type || '(none)'} is not one of ${consumes.join(', ')}`];
    return this.bodyProblems(`${operation.pointer}/parameters/${index}/schema`, type, request.body, 'request body');
  }

  private bodyProblems(pointer: string, type: string, text: string, what: string): string[] {
    let value: unknown;
    try {
      value = isJson(type) ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    } catch {
      return [`${what} is not JSON`];
    }
    const validate = this.validatorAt(pointer, !isJson(type));
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => `${what}${error.instancePath} ${error.message ?? ''}`.trim());
  }

  private validatorAt(pointer: string, coerce: boolean): ValidateFunction {
    const key = `${coerce}${pointer}`;
    const cached = this.compiled.get(key);
    if (cached) return cached;
    const validate = (coerce ? this.coercing : this.ajv).compile({ $ref: `model${pointer}` });
    this.compiled.set(key, validate);
    return validate;
  }

  private validatorWith(coerceTypes: boolean): Ajv {
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false, coerceTypes, validateSchema: false });
    addFormats(ajv);
    for (const format of OPENAPI_FORMATS) ajv.addFormat(format, true);
    ajv.addSchema(this.doc, 'model');
    return ajv;
  }

  /** Follows a local $ref (#/components/...) to what it names. */
  private resolve(node: unknown): unknown {
    const ref = (node as Node | undefined)?.$ref;
    if (typeof ref !== 'string') return node;
    return ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Node)[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc);
  }

  private pointerOf(node: unknown, fallback: string): string {
    const ref = (node as Node | undefined)?.$ref;
    return typeof ref === 'string' ? ref : fallback;
  }
}
