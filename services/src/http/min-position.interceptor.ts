// Read-your-writes: a read that sends X-Min-Position waits (bounded) until every projection has applied it.
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { isPositionToken } from '@ledgerhouse/infra';
import type { ProjectionRunner } from '@ledgerhouse/projections';
import type { AppConfig } from '../config/config.schema';
import { DomainError } from '../errors/domain-error';
import { APP_CONFIG, PROJECTION_RUNNER } from '../persistence/tokens';

export class ProjectionNotCaughtUp extends DomainError {
  constructor() {
    super(ErrorCode.PROJECTION_NOT_CAUGHT_UP, 503);
  }
}

@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const token = req.header('x-min-position');
    if (!token) return next.handle();
    if (!isPositionToken(token)) throw new DomainError(ErrorCode.INVALID_POSITION_TOKEN, 400);
    return from(this.runner.waitFor(token, this.config.MIN_POSITION_WAIT_MS)).pipe(
      switchMap((caughtUp) => {
        if (!caughtUp) {
          context.switchToHttp().getResponse().setHeader('Retry-After', '1');
          throw new ProjectionNotCaughtUp();
        }
        return next.handle();
      }),
    );
  }
}
