import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: the server validates with these schemas, the web client types its calls, OpenAPI is generated. */
export interface RouteContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Express-style path under /api, e.g. "/sales-channels/integration-requests/:id". */
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** A multipart/form-data upload instead of a JSON body: the form field that carries the files, and how many. */
  multipart?: { field: string; maxFiles: number };
  /** The success status (200 unless said). */
  status?: number;
}

export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: RouteContract<P, Q, B, R>,
): RouteContract<P, Q, B, R> {
  return route;
}

/** What a handler receives once the route's schemas have parsed the request (zod output, so defaults and transforms applied). */
export type ParamsOf<R extends RouteContract> = z.output<NonNullable<R['params']>>;
export type QueryOf<R extends RouteContract> = z.output<NonNullable<R['query']>>;
export type BodyOf<R extends RouteContract> = z.output<NonNullable<R['body']>>;

export const commandResult = z.object({ id: z.string(), position: z.string() });
export type CommandResult = z.infer<typeof commandResult>;

const DECIMAL_DIGITS = '^[0-9]{1,15}$';

/** A whole number in a query string: decimal digits only, so "0x10", "1e3", "+5", " 5" and "5.0" are INVALID_TYPE. */
export const queryInteger = z
  .string()
  .refine((text) => new RegExp(DECIMAL_DIGITS).test(text), { params: { fieldCode: 'INVALID_TYPE' } })
  .meta({ pattern: DECIMAL_DIGITS })
  .transform(Number);

export const pageQuery = z.object({
  page: queryInteger.pipe(z.number().int().min(1)).default(1),
  pageSize: queryInteger.pipe(z.number().int().min(1).max(200)).default(50),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** One page of a list, as `pageOf` describes it on the wire. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
