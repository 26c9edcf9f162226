// express.json with its failures answered in our error shape (Nest's filters never see body-parser errors); a body in
// any other media type is 415, never read as an empty object.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ErrorCode, errorStatus } from '@ledgerhouse/contracts';
import { errorBody, localeOf, sendError } from './error-body';
import { isMultipartUpload } from './multipart-routes';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPES = ['application/json', 'application/*+json'];

/** A body that something other than JSON claims to be (or nothing): no parser reads it, so it would pass as "no fields". */
function hasUnreadableBody(req: Request): boolean {
  if (!BODY_METHODS.has(req.method) || (req as { _body?: boolean })._body || isMultipartUpload(req)) return false;
  const sent = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  return sent && !req.is(JSON_TYPES);
}

export function jsonBody(limit: string) {
  const parse = express.json({ limit, strict: false, type: JSON_TYPES });
  return (req: Request, res: Response, next: NextFunction) => {
    if (hasUnreadableBody(req))
      return sendError(
        res,
        errorStatus[ErrorCode.UNSUPPORTED_MEDIA_TYPE],
        errorBody(ErrorCode.UNSUPPORTED_MEDIA_TYPE, localeOf(req.headers['accept-language'])),
      );
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: string }).type;
      const locale = localeOf(req.headers['accept-language']);
      if (type === 'entity.too.large')
        return sendError(res, errorStatus[ErrorCode.PAYLOAD_TOO_LARGE], errorBody(ErrorCode.PAYLOAD_TOO_LARGE, locale));
      if (type === 'encoding.unsupported' || type === 'charset.unsupported')
        return sendError(res, errorStatus[ErrorCode.UNSUPPORTED_MEDIA_TYPE], errorBody(ErrorCode.UNSUPPORTED_MEDIA_TYPE, locale));
      return sendError(res, errorStatus[ErrorCode.MALFORMED_JSON], errorBody(ErrorCode.MALFORMED_JSON, locale));
    });
  };
}
