// What a call of one contract route takes: params, query and body are the route's zod input, so a wrong shape fails the typecheck.
import type { RouteContract } from '@ledgerhouse/contracts';
import type { z } from 'zod';
import type { QueryValue } from './query-string';

/** The zod input a route declares for one part, or never when the route has no schema there. */
type Declared<S> = S extends z.ZodType ? (unknown extends z.input<S> ? never : z.input<S>) : never;

type PathValue = string | number;

type ParamsPart<R extends RouteContract> = [Declared<R['params']>] extends [never]
  ? { params?: never }
  : { params: { [K in keyof Declared<R['params']>]: PathValue } };

/** Query strings carry text, so a number or boolean may stand for a value the schema parses from text. */
type QueryPart<R extends RouteContract> = [Declared<R['query']>] extends [never]
  ? { query?: never }
  : { query?: { [K in keyof Declared<R['query']>]?: QueryValue } };

type BodyPart<R extends RouteContract> = [Declared<R['body']>] extends [never]
  ? { body?: never }
  : undefined extends Declared<R['body']>
    ? { body?: Declared<R['body']> }
    : { body: Declared<R['body']> };

export type RequestOptions<R extends RouteContract> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The options argument may be left out only when nothing in it is required. */
export type RequestArgs<R extends RouteContract> =
  object extends RequestOptions<R> ? [options?: RequestOptions<R>] : [options: RequestOptions<R>];

/** The body a route's call takes (its zod input). */
export type BodyIn<R extends RouteContract> = Declared<R['body']>;
/** The query a route's call takes (its zod input). */
export type QueryIn<R extends RouteContract> = NonNullable<RequestOptions<R>['query']>;
