// Every error leaves as { code, message, details } in the caller's language; only a real bug is a 500.
import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ErrorCode, errorStatus, type ApiErrorBody } from '@ledgerhouse/contracts';
import { StreamVersionConflict } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import { RateLimited } from '../errors/rate-limited';
import { errorBody, localeOf, sendError, validationBody } from './error-body';
import { loggableUrl } from './loggable-url';
import { ValidationFailed } from './validation-failed';
import { ErrorReporter } from '../telemetry/error-reporter';

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: ErrorCode.VALIDATION_FAILED,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  409: ErrorCode.CONCURRENCY_CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
};

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly errors: ErrorReporter) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const locale = localeOf(req.headers['accept-language']);
    const { status, body, headers } = this.map(exception, req, locale);
    if (status >= 500) {
      this.logger.error({ err: exception, path: loggableUrl(req.originalUrl) }, 'Unhandled error');
      this.errors.capture(exception, req);
    }
    // A streamed download that fails half-way cannot turn into an error body: end the connection, never leave it hanging.
    if (res.headersSent) return void res.destroy();
    sendError(res, status, body, headers);
  }

  private map(
    exception: unknown,
    req: Request,
    locale: ReturnType<typeof localeOf>,
  ): { status: number; body: ApiErrorBody; headers?: Record<string, string> } {
    if (exception instanceof ValidationFailed)
      return { status: errorStatus[ErrorCode.VALIDATION_FAILED], body: validationBody(exception.fields, locale) };
    if (exception instanceof DomainError) {
      const headers = exception instanceof RateLimited ? { 'Retry-After': String(exception.retryAfterSeconds) } : undefined;
      return { status: exception.status, body: errorBody(exception.code, locale, exception.params, exception.details), headers };
    }
    if (exception instanceof StreamVersionConflict)
      return { status: errorStatus[ErrorCode.CONCURRENCY_CONFLICT], body: errorBody(ErrorCode.CONCURRENCY_CONFLICT, locale) };
    if (exception instanceof ThrottlerException) {
      return {
        status: errorStatus[ErrorCode.RATE_LIMITED],
        body: errorBody(ErrorCode.RATE_LIMITED, locale),
        headers: { 'Retry-After': String(retryAfter(req)) },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.NOT_FOUND && isRouteMiss(exception)) {
        return { status, body: errorBody(ErrorCode.ROUTE_NOT_FOUND, locale, { method: req.method, path: req.path }) };
      }
      const code = statusCodes[status] ?? (status < 500 ? ErrorCode.VALIDATION_FAILED : ErrorCode.SERVER_ERROR);
      return { status, body: errorBody(code, locale) };
    }
    return { status: 500, body: errorBody(ErrorCode.SERVER_ERROR, locale) };
  }
}

function isRouteMiss(exception: HttpException): boolean {
  return /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message);
}

function retryAfter(req: Request): number {
  const header = req.res?.getHeader('Retry-After') ?? req.res?.getHeader('retry-after');
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
