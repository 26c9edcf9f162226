// Configuration of the services outside this server that the product talks to (spec 7): error reporting, the page
// counter, the support chat's websocket, the captcha and EasyPost. Each is off until configured.
import { z } from 'zod';

const blankIsUnset = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v));

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** A Sentry DSN: `https://<public key>@<host>/<project id>`. */
const sentryDsn = blankIsUnset.pipe(
  z
    .url({ protocol: /^https?$/ })
    .refine(
      (v) => new URL(v).username !== '' && /^\/(.+\/)?\d+$/.test(new URL(v).pathname),
      'is not a DSN like https://<key>@<host>/<project id>',
    )
    .optional(),
);

export const externalServicesConfig = {
  /** Where errors and traces go (Sentry's protocol); unset: nothing is reported. */
  SENTRY_DSN: sentryDsn.optional(),
  /** Share of requests and page loads traced for performance, 0 to 1. */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Test-only: report even when this server is reached at a loopback address (never by itself in tests). */
  SENTRY_REPORT_FROM_LOCALHOST: flag,
  /** The page counter's id (a Yandex.Metrika-like tag); unset: no counter script anywhere. */
  ANALYTICS_COUNTER_ID: blankIsUnset
    .pipe(
      z
        .string()
        .regex(/^\d{1,12}$/, 'is a counter number')
        .optional(),
    )
    .optional(),
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https$/ }).default('https://mc.yandex.ru/metrika/tag.js'),
  /** The support chat's websocket address, handed to the web as is. */
  SUPPORT_WS_URL: blankIsUnset.pipe(z.url({ protocol: /^wss?$/ }).optional()).optional(),
  /** Captcha (Cloudflare Turnstile's protocol): the page's site key and the server's secret, both or neither. */
  CAPTCHA_SITE_KEY: blankIsUnset.pipe(z.string().max(200).optional()).optional(),
  CAPTCHA_SECRET: blankIsUnset.pipe(z.string().max(200).optional()).optional(),
  CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** The widget's script; http:// only outside production (a test serves a stand-in widget from 127.0.0.1). */
  CAPTCHA_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default('https://challenges.cloudflare.com/turnstile/v0/api.js'),
  /** EasyPost (carrier rates, labels, scan forms, address verification); unset: the sandbox carrier and the built-in verifier. */
  EASYPOST_API_KEY: blankIsUnset.pipe(z.string().max(200).optional()).optional(),
  /** Failed logins for one email after which the login form also asks for the captcha. */
  CAPTCHA_AFTER_FAILED_LOGINS: z.coerce.number().int().min(1).max(100).default(3),
};

interface ExternalServices {
  NODE_ENV: string;
  SUPPORT_WS_URL?: string;
  CAPTCHA_SITE_KEY?: string;
  CAPTCHA_SECRET?: string;
  CAPTCHA_SCRIPT_URL: string;
}

export function externalServicesRules(c: ExternalServices, ctx: z.RefinementCtx): void {
  if (Boolean(c.CAPTCHA_SITE_KEY) !== Boolean(c.CAPTCHA_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [c.CAPTCHA_SITE_KEY ? 'CAPTCHA_SECRET' : 'CAPTCHA_SITE_KEY'],
      message: 'CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together',
    });
  }
  if (c.NODE_ENV === 'production' && c.SUPPORT_WS_URL?.startsWith('ws:')) {
    ctx.addIssue({ code: 'custom', path: ['SUPPORT_WS_URL'], message: 'must be wss:// in production (the chat carries signed-in users)' });
  }
  if (c.NODE_ENV === 'production' && c.CAPTCHA_SCRIPT_URL.startsWith('http:')) {
    ctx.addIssue({
      code: 'custom',
      path: ['CAPTCHA_SCRIPT_URL'],
      message: 'must be https:// in production (the script runs in the sign-up page)',
    });
  }
}
