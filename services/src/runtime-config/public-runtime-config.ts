import type { RuntimeConfig } from '@ledgerhouse/contracts';
import type { AppConfig } from '../config/config.schema';

/** The deployment's public settings for the web app; secrets (the captcha secret) never appear here. */
export function publicRuntimeConfig(config: AppConfig): RuntimeConfig {
  return {
    errorReporting: config.SENTRY_DSN
      ? { dsn: config.SENTRY_DSN, environment: config.NODE_ENV, tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE }
      : null,
    analytics: config.ANALYTICS_COUNTER_ID ? { counterId: config.ANALYTICS_COUNTER_ID, scriptUrl: config.ANALYTICS_SCRIPT_URL } : null,
    supportWsUrl: config.SUPPORT_WS_URL ?? null,
    captcha: config.CAPTCHA_SITE_KEY
      ? { siteKey: config.CAPTCHA_SITE_KEY, scriptUrl: config.CAPTCHA_SCRIPT_URL, afterFailedLogins: config.CAPTCHA_AFTER_FAILED_LOGINS }
      : null,
  };
}
