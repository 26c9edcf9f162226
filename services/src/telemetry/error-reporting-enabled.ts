// Whether this server reports errors and traces: only when a DSN is configured and it is not someone's own machine.
import type { AppConfig } from '../config/config.schema';

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|::1|0:0:0:0:0:0:0:1|::ffff:127(\.\d{1,3}){3})$/i;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host.replace(/^\[|\]$/g, ''));
}

/** The name users reach this server by: the public URL's host, else the address it listens on. */
export function servedHost(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST'>): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : config.HOST;
}

type ReportingConfig = Pick<AppConfig, 'SENTRY_DSN' | 'SENTRY_REPORT_FROM_LOCALHOST' | 'NODE_ENV' | 'PUBLIC_URL' | 'HOST'>;

/** Off without a DSN, under NODE_ENV=test and on loopback, unless a test says SENTRY_REPORT_FROM_LOCALHOST. */
export function errorReportingEnabled(config: ReportingConfig): boolean {
  if (!config.SENTRY_DSN) return false;
  if (config.SENTRY_REPORT_FROM_LOCALHOST) return true;
  return config.NODE_ENV !== 'test' && !isLoopbackHost(servedHost(config));
}
