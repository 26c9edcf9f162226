// Commands sent with an Idempotency-Key run once: a retry with the same key and body gets the first answer again.
// A key still in progress after IDEMPOTENCY_IN_PROGRESS_TTL_SECONDS belongs to a request that died: a retry takes it over.
// A route whose answer carries a secret names it with @IdempotentWithout: the stored answer (kept in idempotency_keys)
// has null in its place, so a replay answers null there and the client reads the secret again where the route says.
import { createHash } from 'node:crypto';
import { Inject, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, of, type Observable, tap } from 'rxjs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock, SqlClient } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { DomainError } from '../errors/domain-error';
import { currentRequestContext } from '../event-sourcing/request-context';
import { APP_CONFIG, CLOCK, SQL_CLIENT } from '../persistence/tokens';

const KEY = /^[A-Za-z0-9._:-]{8,200}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const WITHOUT = 'lh:idempotent-without';
/** Answer fields never stored for a replay (a signing secret): a replay answers null in their place. */
export const IdempotentWithout = (...fields: string[]) => SetMetadata(WITHOUT, fields);

interface StoredAnswer {
  request_hash: string;
  status: number;
  response: unknown;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.header('idempotency-key');
    if (!key || !WRITES.has(req.method)) return next.handle();
    if (!KEY.test(key))
      throw new DomainError(ErrorCode.VALIDATION_FAILED, {}, { fields: [{ field: 'Idempotency-Key', code: 'INVALID_VALUE' }] });
    const scope = `${currentRequestContext()?.userId ?? 'anonymous'} ${req.method} ${req.path}`;
    const hash = createHash('sha256')
      .update(JSON.stringify(req.body ?? null))
      .digest('hex');
    return from(this.claim(scope, key, hash)).pipe(
      mergeMap((stored) => {
        if (stored) {
          if (stored.request_hash !== hash) throw new DomainError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
          if (stored.status === 0) throw new DomainError(ErrorCode.IDEMPOTENCY_KEY_IN_PROGRESS);
          res.status(stored.status).setHeader('Idempotent-Replayed', 'true');
          return of(stored.response);
        }
        return next.handle().pipe(
          mergeMap((body: unknown) =>
            from(this.complete(scope, key, res.statusCode, this.storable(context, body))).pipe(mergeMap(() => of(body))),
          ),
          catchError((err: unknown) =>
            from(this.release(scope, key)).pipe(
              tap(() => {
                throw err;
              }),
            ),
          ),
        );
      }),
    );
  }

  private storable(context: ExecutionContext, body: unknown): unknown {
    const without = this.reflector.get<string[] | undefined>(WITHOUT, context.getHandler());
    if (!without || body === null || typeof body !== 'object') return body;
    return { ...body, ...Object.fromEntries(without.map((field) => [field, null])) };
  }

  /**
   * Inserts a pending claim, or takes over one in progress for longer than the TTL (its request died);
   * returns the stored answer when the key is held or answered.
   */
  private async claim(scope: string, key: string, hash: string): Promise<StoredAnswer | null> {
    const now = this.clock.now();
    const staleBefore = new Date(now.getTime() - this.config.IDEMPOTENCY_IN_PROGRESS_TTL_SECONDS * 1000);
    const inserted = await this.sql.query(
      `insert into idempotency_keys (scope, key, request_hash, status, response, created_at) values ($1, $2, $3, 0, 'null'::jsonb, $4)
       on conflict (scope, key) do update set created_at = excluded.created_at
         where idempotency_keys.status = 0 and idempotency_keys.request_hash = excluded.request_hash and idempotency_keys.created_at < $5
       returning key`,
      [scope, key, hash, now, staleBefore],
    );
    if (inserted.rows.length > 0) return null;
    const { rows } = await this.sql.query<StoredAnswer>(
      'select request_hash, status, response from idempotency_keys where scope = $1 and key = $2',
      [scope, key],
    );
    return rows[0] ?? null;
  }

  private async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.sql.query('update idempotency_keys set status = $3, response = $4::jsonb where scope = $1 and key = $2', [
      scope,
      key,
      status,
      JSON.stringify(body ?? null),
    ]);
  }

  private async release(scope: string, key: string): Promise<void> {
    await this.sql.query('delete from idempotency_keys where scope = $1 and key = $2', [scope, key]);
  }
}
