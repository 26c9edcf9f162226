// The outside origins the page may load scripts from, talk to and frame: only the services that are configured.
import type { AppConfig } from '../config/config.schema';

export interface ExternalOrigins {
  scripts: string[];
  connections: string[];
  frames: string[];
}

export function externalOrigins(config: AppConfig): ExternalOrigins {
  const analytics = config.ANALYTICS_COUNTER_ID ? origin(config.ANALYTICS_SCRIPT_URL) : null;
  const captcha = config.CAPTCHA_SITE_KEY ? origin(config.CAPTCHA_SCRIPT_URL) : null;
  const errors = config.SENTRY_DSN ? origin(config.SENTRY_DSN) : null;
  const chat = config.SUPPORT_WS_URL ? origin(config.SUPPORT_WS_URL) : null;
  return {
    scripts: unique([analytics, captcha]),
    // The counter sends its hits to its own origin; the page's error reports go to the DSN's host.
    connections: unique([analytics, errors, chat]),
    frames: unique([captcha]),
  };
}

/** `new URL().origin` is "null" for ws: and wss:, so build it from the parts. */
function origin(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

function unique(origins: (string | null)[]): string[] {
  return [...new Set(origins.filter((o): o is string => o !== null))];
}
