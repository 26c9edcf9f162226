// Builds the whole product in one process: API, projectors and the web app. Used by main.ts and the e2e tests.
import { NestFactory } from '@nestjs/core';
import { WsAdapter } from '@nestjs/platform-ws';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { Express } from 'express';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock, type MessageBroker } from '@ledgerhouse/infra';
import { allProjectors, ProjectionRunner } from '@ledgerhouse/projections';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config.schema';
import { jsonBody } from './http/json-body.middleware';
import { CspReports, mountCspReports } from './http/csp-reports';
import { ImportWebhooks, mountChannelWebhooks } from './channels/sync/import-webhooks';
import { EbayAccountDeletions, mountEbayAccountDeletion } from './channels/sync/ebay-account-deletion';
import { requestContext } from './http/request-context.middleware';
import { securityHeaders, servedOverHttps } from './http/security-headers';
import { requireEnvironmentHeader, xsrf } from './http/xsrf.middleware';
import { mountOpenApi } from './openapi/openapi';
import type { Persistence } from './persistence/open-persistence';
import { serveWeb, webDistDir } from './web-app/serve-web';
import { BackgroundWork } from './roles/background-work';
import { onlyHealthOnWorkers, refuseUpgrades } from './roles/worker-routes';

export interface RunningApp {
  app: NestExpressApplication;
  persistence: Persistence;
  runner: ProjectionRunner;
  webServed: boolean;
  /** Content-Security-Policy violations browsers reported, latest last. */
  cspReports: CspReports;
  close(): Promise<void>;
}

export async function createApp(
  config: AppConfig,
  persistence: Persistence,
  options: { clock?: Clock; prettyLogs?: boolean; logDestination?: DestinationStream; broker?: MessageBroker } = {},
): Promise<RunningApp> {
  const cspReports = new CspReports();
  // Its projectors run as background jobs under their leases (ProjectorJobs); reads wait on whoever runs them.
  const runner = new ProjectionRunner(persistence.store, persistence.db, allProjectors, {
    listen: (channel, onNotify) => persistence.sql.listen(channel, onNotify),
  });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({
      config,
      persistence,
      runner,
      clock: options.clock ?? systemClock,
      broker: options.broker,
      prettyLogs: options.prettyLogs,
      logDestination: options.logDestination,
    }),
    { bodyParser: false, bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  // An idle keep-alive connection is closed by the client first (undici's 4 s, a load balancer's 60 s), never by us
  // while the client may be sending on it: a race that answers the client's request with ECONNRESET.
  const http = app.getHttpServer() as import('node:http').Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  const server = app.getHttpAdapter().getInstance() as Express;
  server.use(requestContext);
  if (config.ROLE === 'worker') onlyHealthOnWorkers(server);
  server.use(securityHeaders(config));
  mountCspReports(server, cspReports);
  mountChannelWebhooks(server, () => app.get(ImportWebhooks, { strict: false }));
  mountEbayAccountDeletion(server, () => app.get(EbayAccountDeletions, { strict: false }));
  server.use(requireEnvironmentHeader);
  server.use(xsrf({ secureCookie: servedOverHttps(config) }));
  server.use('/api', jsonBody('1mb'));
  mountOpenApi(app, '0.1.0');
  const webServed = config.ROLE !== 'worker' && serveWeb(server, webDistDir(config.WEB_DIST_DIR));
  app.setGlobalPrefix('api');
  // WebSocket gateways (the live support socket) upgrade on this same server, each at its own exact path.
  app.useWebSocketAdapter(new WsAdapter(app));
  await app.init();
  // After every bootstrap hook (the command bus registers its handlers in one): the background jobs under their leases.
  await app.get(BackgroundWork).start();
  if (config.ROLE === 'worker') refuseUpgrades(http);
  return {
    app,
    persistence,
    runner,
    webServed,
    cspReports,
    close: async () => {
      await runner.stop();
      await app.close();
      await persistence.close();
    },
  };
}
