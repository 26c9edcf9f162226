// What the web app needs to know about this deployment at run time (spec 7), so one build serves every environment.
// Public values only: never a secret.
import { z } from 'zod';
import { defineRoute } from './route';

export const runtimeConfig = z.object({
  /** Where the page reports errors and traces; null: not configured. The page also stays quiet on localhost. */
  errorReporting: z.object({ dsn: z.string(), environment: z.string(), tracesSampleRate: z.number().min(0).max(1) }).nullable(),
  /** The page counter (production builds only); null: not configured. */
  analytics: z.object({ counterId: z.string(), scriptUrl: z.string() }).nullable(),
  /** The support chat's websocket address; null: not configured. */
  supportWsUrl: z.string().nullable(),
  /** The captcha the forms show (Cloudflare Turnstile's widget); null: forms ask for none. */
  captcha: z.object({ siteKey: z.string(), scriptUrl: z.string(), afterFailedLogins: z.number().int() }).nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

export const runtimeConfigRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/runtime-config',
    summary: 'Public settings of this deployment for the web app (error reporting, counter, chat, captcha)',
    tag: 'health',
    response: runtimeConfig,
  }),
};
