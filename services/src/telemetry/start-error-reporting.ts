// Starts Sentry for this process. main.ts does it before anything else is loaded (instrument.ts), so tracing sees
// http and express; an app built in-process (tests, tools) starts it when its module starts, without process handlers.
import type { AppConfig } from '../config/config.schema';
import { errorReportingEnabled } from './error-reporting-enabled';
import { KEPT_HEADERS, scrubEvent, scrubSpan } from './scrub-event';
import { sentry } from './sentry';

/** Process-wide handlers that would exit or print for the whole process: only the real server installs them. */
const PROCESS_HANDLERS = new Set(['OnUncaughtException', 'OnUnhandledRejection', 'Console']);

/** Starts reporting when the config asks for it; true when this call started it. */
export function startErrorReporting(config: AppConfig, options: { processHandlers: boolean }): boolean {
  if (!errorReportingEnabled(config)) return false;
  const Sentry = sentry();
  if (Sentry.isInitialized()) return false;
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    // Version 11's sendDefaultPii: false, spelt out; scrubEvent cuts whatever slips through.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: [...KEPT_HEADERS] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
    },
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
    integrations: (defaults) =>
      options.processHandlers ? defaults : defaults.filter((integration) => !PROCESS_HANDLERS.has(integration.name)),
  });
  return true;
}
