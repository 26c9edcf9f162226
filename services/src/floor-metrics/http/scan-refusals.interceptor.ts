// Every answer that refuses a scan for what was scanned (an unknown barcode, a wrong bin, a wrong item) is recorded
// for scan accuracy, whichever context refused it; the answer itself goes out unchanged. Decision 0041.
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { DomainError } from '../../errors/domain-error';
import type { AuthedRequest } from '../../http/auth/authed-request';
import { RecordScanRefusal } from '../commands/record-scan-refusal';
import { REFUSAL_KINDS } from '../domain/scan-refusals';

@Injectable()
export class ScanRefusalsInterceptor implements NestInterceptor {
  constructor(private readonly commands: CommandBus) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        const kind = err instanceof DomainError ? REFUSAL_KINDS.get(err.code) : undefined;
        const staffId = context.switchToHttp().getRequest<AuthedRequest>().auth?.sub;
        if (!kind || !staffId || !(err instanceof DomainError)) return throwError(() => err);
        return from(this.commands.execute(new RecordScanRefusal(staffId, kind, err.code))).pipe(mergeMap(() => throwError(() => err)));
      }),
    );
  }
}
