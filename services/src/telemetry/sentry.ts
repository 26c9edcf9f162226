// @sentry/node, loaded on first use: it is one of the heaviest modules to load, and a process without SENTRY_DSN (every
// test, the embedded default) never needs it.
import type * as SentryModule from '@sentry/node';

let loaded: typeof SentryModule | undefined;

export function sentry(): typeof SentryModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, deferred load (instrument.ts runs before express)
  return (loaded ??= require('@sentry/node') as typeof SentryModule);
}
