// express.json with its failures answered in our error shape (Nest's filters never see body-parser errors).
import express, { type NextFunction, type Request, type Response } from 'express';
import { ErrorCode } from '@ledgerhouse/contracts';
import { errorBody, localeOf, sendError } from './error-body';

export function jsonBody(limit: string) {
  const parse = express.json({ limit, strict: false });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: string }).type;
      const locale = localeOf(req.headers['accept-language']);
      if (type === 'entity.too.large') return sendError(res, 413, errorBody(ErrorCode.PAYLOAD_TOO_LARGE, locale));
      if (type === 'encoding.unsupported' || type === 'charset.unsupported') return sendError(res, 415, errorBody(ErrorCode.UNSUPPORTED_MEDIA_TYPE, locale));
      return sendError(res, 400, errorBody(ErrorCode.MALFORMED_JSON, locale));
    });
  };
}
