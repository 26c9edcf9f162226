import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runInRequestContext } from '../event-sourcing/request-context';
import { localeOf } from './error-body';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Gives every request a correlation id (the caller's X-Correlation-Id when sane) and echoes it back. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const given = req.header('x-correlation-id');
  const correlationId = given && SAFE_ID.test(given) ? given : randomUUID();
  (req as Request & { id?: string }).id = correlationId;
  res.setHeader('X-Correlation-Id', correlationId);
  runInRequestContext({ correlationId, userId: null, impersonatorId: null, locale: localeOf(req.headers['accept-language']) }, () =>
    next(),
  );
}
