// Spec 7 in the page: error reporting and tracing (outside localhost), and the page counter in production builds.
// Both learn their settings from GET /api/runtime-config, so one build serves every environment.
import type { RuntimeConfig } from '@ledgerhouse/contracts';
import { sessionStore } from '../../shared/session/session-store';
import { queryClient } from '../../shared/api/query-client';
import { isCancelledError } from '@tanstack/react-query';
import { getRuntimeConfig, runtimeConfigQuery } from '../../shared/runtime-config/get-runtime-config';
import { browserReportingEnabled, scrubBrowserEvent } from './browser-error-reporting';
import { hitOnRouteChange, startPageCounter, type CounterWindow } from './page-counter';

type Router = Parameters<typeof hitOnRouteChange>[0];

export async function startTelemetry(router: Router): Promise<void> {
  // Through the query cache: the pages that read it (support live, captcha) then ask nothing more. A sign-in or
  // sign-out clears the cache, cancelling the read in flight: then it is asked for once more, outside the cache.
  const config = await queryClient
    .fetchQuery(runtimeConfigQuery())
    .catch((err: unknown) => (isCancelledError(err) ? getRuntimeConfig() : null))
    .catch(() => null);
  if (!config) return;
  const userId = () => sessionStore.get().user?.id ?? null;

  const counter = startPageCounter(config.analytics, {
    production: import.meta.env.PROD,
    window: window as unknown as CounterWindow,
    timers: { setInterval: (run, ms) => window.setInterval(run, ms), clearInterval: (handle) => window.clearInterval(handle as number) },
  });
  counter.setUser(userId());
  sessionStore.subscribe(() => counter.setUser(userId()));
  hitOnRouteChange(router, counter);

  await startErrorReporting(config.errorReporting, userId);
}

/** Loaded only when reporting is on, so pages without it do not download the SDK. */
async function startErrorReporting(settings: RuntimeConfig['errorReporting'], userId: () => string | null): Promise<void> {
  if (!browserReportingEnabled(settings, window.location.hostname)) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    integrations: [Sentry.browserTracingIntegration()],
    // Traces carry the trace header to our own API only, never to other hosts.
    tracePropagationTargets: [/^\/api\//],
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: (event) => scrubBrowserEvent(event),
  });
  const setUser = () => {
    const id = userId();
    Sentry.setUser(id ? { id } : null);
  };
  setUser();
  sessionStore.subscribe(setUser);
}
