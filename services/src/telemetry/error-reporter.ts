// Sends a server error to the error-reporting service with the caller's user id, when reporting is on.
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../config/config.schema';
import type { AuthedRequest } from '../http/auth/authed-request';
import { APP_CONFIG } from '../persistence/tokens';
import { errorReportingEnabled } from './error-reporting-enabled';
import { sentry } from './sentry';
import { startErrorReporting } from './start-error-reporting';

@Injectable()
export class ErrorReporter implements OnModuleInit, OnApplicationShutdown {
  private startedHere = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return errorReportingEnabled(this.config);
  }

  onModuleInit(): void {
    this.startedHere = startErrorReporting(this.config, { processHandlers: false });
  }

  /** The request goes along as Sentry's own http integration would attach it; scrubEvent keeps only what is safe. */
  capture(error: unknown, req: Request): void {
    if (!this.enabled) return;
    const Sentry = sentry();
    if (!Sentry.isInitialized()) return;
    const userId = (req as AuthedRequest).auth?.sub;
    Sentry.withScope((scope) => {
      if (userId) scope.setUser({ id: userId });
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
      );
      scope.setSDKProcessingMetadata({
        normalizedRequest: { method: req.method, url: `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`, headers },
      });
      Sentry.captureException(error);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.startedHere) await sentry().close(2000);
  }
}
