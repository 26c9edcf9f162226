// Starts the real app (real HTTP on an ephemeral port) on a fresh database for one test file.
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import type { DestinationStream } from 'pino';
import type { Clock, Marketplace, MessageBroker, RunningSimulator } from '../../infra/src';
import { MARKETPLACE_SIMULATORS } from '../../services/src/channels/connectors/marketplace-connectors';
import { createApp, type RunningApp } from '../../services/src/create-app';
import { loadConfig } from '../../services/src/config/load-config';
import { persistenceOn } from '../../services/src/persistence/open-persistence';
import { createTestDatabase, type TestDatabaseKind } from './database';
import { holdAllToModels } from './marketplace-models/hold-to-models';
import { closedAfterFile, closingOnce } from './open-resources';

export interface TestApp {
  url: string;
  /** The XSRF-TOKEN cookie this client got from the server; api() echoes it as the spec's client does. */
  xsrf: string;
  running: RunningApp;
  kind: TestDatabaseKind;
  close(): Promise<void>;
}

type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  kind?: TestDatabaseKind;
  logDestination?: DestinationStream;
  /** An in-memory broker standing in for Kafka (the relay and the command topic run on it). */
  broker?: MessageBroker;
};

/** The app for one test file; closed by the file's afterAll, or after the file when its set-up failed or timed out. */
export function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return closedAfterFile(openTestApp(options), (app) => app.close());
}

async function openTestApp(options: TestAppOptions): Promise<TestApp> {
  // nestjs-pino keeps the first app's logger for log lines outside a request, for the life of the module: a file run
  // after another in one e2e bundle (decision 0046), or a second app of one file, logs to its own destination.
  __resetOutOfContextForTests();
  const database = await createTestDatabase(options.kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    PORT: '0',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  });
  const persistence = await persistenceOn(database.client, config);
  const running = await createApp(config, persistence, {
    clock: options.clock,
    logDestination: options.logDestination,
    broker: options.broker,
  });
  // Every exchange with the app's own marketplace simulators is held to the official API models (when present): a
  // request they refuse is refused, and an answer they do not describe fails the file when the app closes.
  const modelProblems = holdAllToModels(running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS).values());
  const close = closingOnce(async () => {
    await running.close();
    await database.drop();
    const problems = modelProblems();
    if (problems.length > 0) throw new Error(`Marketplace exchanges the API models refuse:\n${problems.join('\n')}`);
  });
  try {
    await running.app.listen(0, '127.0.0.1');
    const { port } = running.app.getHttpServer().address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const first = await fetch(`${url}/api/health`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    return { url, xsrf, running, kind: database.kind, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** fetch + JSON with the headers our web client sends (environment, XSRF double-submit); `bare` sends none. */
export async function api(
  app: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; bare?: boolean } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const client: Record<string, string> = options.bare
    ? {}
    : { 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${app.xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(app.xsrf) };
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...client,
      ...(options.body !== undefined || options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body, headers: res.headers };
}
