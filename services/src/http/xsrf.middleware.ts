// Double-submit XSRF check: the server sets the XSRF-TOKEN cookie; state-changing API calls echo it in X-XSRF-TOKEN.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, errorStatus } from '@ledgerhouse/contracts';
import { errorBody, localeOf, sendError } from './error-body';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function cookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `secureCookie` marks the cookie Secure: only when the app is served over https, or browsers on http would drop it. */
export function xsrf(options: { secureCookie: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const token = cookie(req, 'XSRF-TOKEN');
    if (!token)
      res.cookie('XSRF-TOKEN', randomBytes(24).toString('base64url'), {
        sameSite: 'strict',
        path: '/',
        httpOnly: false,
        secure: options.secureCookie,
      });
    if (!UNSAFE.has(req.method) || !req.path.startsWith('/api/')) return next();
    const header = req.header('x-xsrf-token');
    if (token && header && same(token, header)) return next();
    sendError(
      res,
      errorStatus[ErrorCode.XSRF_TOKEN_INVALID],
      errorBody(ErrorCode.XSRF_TOKEN_INVALID, localeOf(req.headers['accept-language'])),
    );
  };
}

/** Spec 7: every API request carries the client's environment header (docs and health stay open to tools). */
export function requireEnvironmentHeader(req: Request, res: Response, next: NextFunction): void {
  if (!req.path.startsWith('/api/') || req.path.startsWith('/api/docs') || req.path === '/api/health' || req.header('x-environment'))
    return next();
  sendError(
    res,
    errorStatus[ErrorCode.ENVIRONMENT_HEADER_REQUIRED],
    errorBody(ErrorCode.ENVIRONMENT_HEADER_REQUIRED, localeOf(req.headers['accept-language'])),
  );
}
