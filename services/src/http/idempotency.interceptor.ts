// Commands sent with an Idempotency-Key run once: a retry with the same key and body gets the first answer again.
import { createHash } from 'node:crypto';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, of, type Observable, tap } from 'rxjs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { SqlClient } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import { currentRequestContext } from '../event-sourcing/request-context';
import { SQL_CLIENT } from '../persistence/tokens';

const KEY = /^[A-Za-z0-9._:-]{8,200}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface StoredAnswer {
  request_hash: string;
  status: number;
  response: unknown;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.header('idempotency-key');
    if (!key || !WRITES.has(req.method)) return next.handle();
    if (!KEY.test(key)) throw new DomainError(ErrorCode.VALIDATION_FAILED, 400, {}, { fields: [{ field: 'Idempotency-Key', code: 'INVALID_VALUE' }] });
    const scope = `${currentRequestContext()?.userId ?? 'anonymous'} ${req.method} ${req.path}`;
    const hash = createHash('sha256').update(JSON.stringify(req.body ?? null)).digest('hex');
    return from(this.claim(scope, key, hash)).pipe(
      mergeMap((stored) => {
        if (stored) {
          if (stored.request_hash !== hash) throw new DomainError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 422);
          if (stored.status === 0) throw new DomainError(ErrorCode.IDEMPOTENCY_KEY_IN_PROGRESS, 409);
          res.status(stored.status).setHeader('Idempotent-Replayed', 'true');
          return of(stored.response);
        }
        return next.handle().pipe(
          mergeMap((body: unknown) => from(this.complete(scope, key, res.statusCode, body)).pipe(mergeMap(() => of(body)))),
          catchError((err: unknown) => from(this.release(scope, key)).pipe(tap(() => { throw err; }))),
        );
      }),
    );
  }

  /** Inserts a pending claim; returns the stored answer when the key was already claimed. */
  private async claim(scope: string, key: string, hash: string): Promise<StoredAnswer | null> {
    const inserted = await this.sql.query(
      `insert into idempotency_keys (scope, key, request_hash, status, response) values ($1, $2, $3, 0, 'null'::jsonb)
       on conflict (scope, key) do nothing returning key`,
      [scope, key, hash],
    );
    if (inserted.rows.length > 0) return null;
    const { rows } = await this.sql.query<StoredAnswer>('select request_hash, status, response from idempotency_keys where scope = $1 and key = $2', [scope, key]);
    return rows[0] ?? null;
  }

  private async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.sql.query('update idempotency_keys set status = $3, response = $4::jsonb where scope = $1 and key = $2', [scope, key, status, JSON.stringify(body ?? null)]);
  }

  private async release(scope: string, key: string): Promise<void> {
    await this.sql.query('delete from idempotency_keys where scope = $1 and key = $2', [scope, key]);
  }
}
