// Binds a controller method to a route of the contracts: path, method, status and zod validation in one place.
import {
  applyDecorators,
  Body,
  HttpCode,
  Param,
  Query,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  type PipeTransform,
} from '@nestjs/common';
import type { RouteContract } from '@ledgerhouse/contracts';
import type { z } from 'zod';
import { unstorableTextFields } from './unstorable-text';
import { fieldErrorsFrom, ValidationFailed } from './validation-failed';

export const CONTRACT_ROUTE = 'lh:contract-route';

export function ContractRoute(route: RouteContract): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
    HttpCode(route.status ?? 200),
    SetMetadata(CONTRACT_ROUTE, route),
  );
}

class ZodPipe implements PipeTransform {
  constructor(
    private readonly schema: z.ZodType,
    private readonly source: 'body' | 'query' | 'params',
  ) {}

  transform(value: unknown): unknown {
    const input = this.source === 'body' && value === undefined ? {} : value;
    const prefix = this.source === 'body' ? '' : this.source;
    const unstorable = unstorableTextFields(input, prefix);
    const result = this.schema.safeParse(input, { reportInput: true });
    if (result.success && unstorable.length === 0) return result.data;
    const flagged = new Set(unstorable.map((f) => f.field));
    const invalid = result.success ? [] : fieldErrorsFrom(result.error, prefix).filter((f) => !flagged.has(f.field));
    throw new ValidationFailed([...unstorable, ...invalid]);
  }
}

function schemaOf(route: RouteContract, part: 'body' | 'query' | 'params'): z.ZodType {
  const schema = route[part];
  if (!schema) throw new Error(`Route ${route.method} ${route.path} has no ${part} schema`);
  return schema;
}

export const ValidBody = (route: RouteContract) => Body(new ZodPipe(schemaOf(route, 'body'), 'body'));
export const ValidQuery = (route: RouteContract) => Query(new ZodPipe(schemaOf(route, 'query'), 'query'));
export const ValidParams = (route: RouteContract) => Param(new ZodPipe(schemaOf(route, 'params'), 'params'));
