// pino-http settings for every log line the app writes: no credential, cookie or one-time token reaches a log.
import type { IncomingMessage } from 'node:http';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '../config/config.schema';
import { loggableQuery, loggableUrl, REDACTED } from './loggable-url';

type WithId = IncomingMessage & { id?: string };

/** Headers and body fields that hold credentials; bodies are not logged today, the paths guard a future `req.body`. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
  'req.body.refresh',
  'req.body.access',
  'req.body.token',
  'req.body.code',
  'res.body.access',
  'res.body.refresh',
];

interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
}

/** pino's request serializer output with token-bearing query strings (in the URL, the query and the referer) masked. */
function withoutSecretQueries(req: SerializedRequest): SerializedRequest {
  if (typeof req.url === 'string') req.url = loggableUrl(req.url);
  if (req.query !== undefined) req.query = loggableQuery(req.query);
  if (req.headers && typeof req.headers.referer === 'string') req.headers = { ...req.headers, referer: loggableUrl(req.headers.referer) };
  return req;
}

export function requestLogging(
  config: AppConfig,
  options: { prettyLogs?: boolean; destination?: DestinationStream },
): Options | [Options, DestinationStream] {
  const settings: Options = {
    level: config.LOG_LEVEL,
    genReqId: (req: IncomingMessage) => (req as WithId).id ?? 'unknown',
    customProps: (req: IncomingMessage) => ({ correlationId: (req as WithId).id }),
    autoLogging: { ignore: (req: IncomingMessage) => !req.url?.startsWith('/api') },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: withoutSecretQueries },
    ...(options.prettyLogs && !options.destination ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  };
  return options.destination ? [settings, options.destination] : settings;
}
