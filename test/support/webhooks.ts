// Webhook test helpers: a local receiver (node:http) that verifies each delivery's Standard Webhooks signature with the
// `standardwebhooks` verifier and answers what the test scripts; and a settle step (sagas and projections caught up,
// every event fanned out, one dispatcher pass over what is due on the clock).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { webhookRoutes, type CreateWebhookBody } from '@ledgerhouse/contracts';
import { WebhookDispatcher } from '../../services/src/webhooks/delivery/webhook-dispatcher';
import { WebhookFanOut } from '../../services/src/webhooks/delivery/webhook-fan-out';
import type { Account } from './accounts';
import { call } from './inbound';
import { sagasSettled } from './sagas';
import type { TestApp } from './test-app';
import { newestCommitted } from './newest-committed';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature checked out with the path's secret (`new Webhook(secret).verify(body, headers)`). */
  verified: boolean;
  /** The parsed body: `{ type, timestamp, data }`. */
  json: { type: string; timestamp: string; data: Record<string, unknown> };
}

export interface Receiver {
  url(path: string): string;
  /** The signing secret the receiver checks deliveries to `path` with. */
  trust(path: string, secret: string): void;
  /** The statuses `path` answers, in order; the last one repeats (default 200). */
  answer(path: string, ...statuses: number[]): void;
  received(path: string): ReceivedDelivery[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const secrets = new Map<string, string>();
  const scripts = new Map<string, number[]>();
  const log: ReceivedDelivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secrets.get(path) ?? 'whsec_AAAA').verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      log.push({ path, headers: req.headers, body, verified, json: JSON.parse(body) });
      const script = scripts.get(path) ?? [200];
      const status = script.length > 1 ? script.shift()! : script[0]!;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver says no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    trust: (path, secret) => secrets.set(path, secret),
    answer: (path, ...statuses) => scripts.set(path, statuses),
    received: (path) => log.filter((d) => d.path === path),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The app's client keeps its connections alive: close them, or close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** Everything committed is fanned out, and one dispatcher pass has sent what is due on the clock. */
export async function webhooksSettled(app: TestApp): Promise<void> {
  await sagasSettled(app);
  const head = await newestCommitted(app.running.persistence.sql);
  if (head && !(await app.running.app.get(WebhookFanOut).waitFor(head, 30_000))) throw new Error(`webhooks fan-out did not reach ${head}`);
  await app.running.app.get(WebhookDispatcher).sendDue();
  // What the pass recorded (an endpoint disabled after its last failure) reaches the read models before the test reads.
  await sagasSettled(app);
}

/** Subscribes `path` of the receiver for the account; the endpoint's id (the receiver trusts its secret). */
export async function subscribe(
  app: TestApp,
  receiver: Receiver,
  account: Account,
  path: string,
  body: Partial<CreateWebhookBody> = {},
): Promise<string> {
  const res = await call(app, account, webhookRoutes.create, {
    body: { url: receiver.url(path), eventTypes: ['order.placed.v1'], description: 'Orders to our ERP', ...body },
  });
  // No Idempotency-Key, so the answer carries the secret (null only on a keyed replay).
  if (res.status !== 201 || !res.body.secret) throw new Error(`create webhook: ${res.status} ${JSON.stringify(res.body)}`);
  receiver.trust(path, res.body.secret);
  return res.body.id;
}
