// Read-your-writes: a read that sends X-Min-Position waits (bounded) until every projection has applied it. A position
// the event store has not reached (no append ever answered it) is refused at once instead of waiting out the bound.
import { Inject, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { comparePositions, isPositionToken, type EventStore, type GlobalPosition } from '@ledgerhouse/infra';
import type { ProjectionRunner } from '@ledgerhouse/projections';
import type { AppConfig } from '../config/config.schema';
import { DomainError } from '../errors/domain-error';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER } from '../persistence/tokens';

export class ProjectionNotCaughtUp extends DomainError {
  constructor() {
    super(ErrorCode.PROJECTION_NOT_CAUGHT_UP);
  }
}

const READS_FROM = 'lh:reads-from';
/**
 * The read models a route answers from: its X-Min-Position wait ends when these have applied the position, not every
 * projector (a scan's count need not wait for the timeline or a wallet projector lagging behind on a busy machine).
 */
export const ReadsFrom = (...projectors: string[]) => SetMetadata(READS_FROM, projectors);

@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const token = req.header('x-min-position');
    if (!token) return next.handle();
    if (!isPositionToken(token)) throw new DomainError(ErrorCode.INVALID_POSITION_TOKEN);
    const only = this.reflector.getAllAndOverride<string[] | undefined>(READS_FROM, [context.getHandler(), context.getClass()]);
    return from(this.waitFor(token, only)).pipe(
      switchMap((caughtUp) => {
        if (!caughtUp) {
          context.switchToHttp().getResponse().setHeader('Retry-After', '1');
          throw new ProjectionNotCaughtUp();
        }
        return next.handle();
      }),
    );
  }

  /** Caught up already costs nothing; otherwise one read of the newest position before the bounded wait. */
  private async waitFor(token: GlobalPosition, only: string[] | undefined): Promise<boolean> {
    if (this.runner.caughtUpTo(token, only)) return true;
    const newest = await this.store.newestPosition();
    if (newest === null || comparePositions(token, newest) > 0) throw new DomainError(ErrorCode.POSITION_NOT_REACHED);
    return this.runner.waitFor(token, this.config.MIN_POSITION_WAIT_MS, only);
  }
}
