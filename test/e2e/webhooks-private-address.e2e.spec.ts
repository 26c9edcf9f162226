// Webhook URLs through the address guard, without the test-only OUTBOUND_ALLOW_PRIVATE_ADDRESSES: a loopback or private
// address is refused when the endpoint is saved (422 WEBHOOK_URL_INVALID), and again at each delivery, for a name that
// pointed outside when it was saved and inside now (DNS may change): the attempt is logged as refused, nothing is sent.
import { randomUUID } from 'node:crypto';
import { webhookRoutes as routes, webhookStream } from '@ledgerhouse/contracts';
import { SecretSealer } from '../../services/src/crypto/secret-sealer';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { webhookDecider } from '../../services/src/webhooks/domain/webhook-endpoint';
import { newSeller, type Account } from '../support/accounts';
import { caughtUp } from '../support/billing';
import { call } from '../support/inbound';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { startReceiver, webhooksSettled, type Receiver } from '../support/webhooks';

let app: TestApp;
let receiver: Receiver;
let manager: Account;

beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_DISPATCH_INTERVAL_MS: '0' } });
  receiver = await startReceiver();
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

it.each([
  'http://127.0.0.1:8080/hook',
  'https://10.0.0.7/hook',
  'https://[::1]/hook',
  'https://169.254.169.254/latest',
  'http://localhost/hook',
])('refuses %s with WEBHOOK_URL_INVALID', async (url) => {
  const seller = await newSeller(app);
  const res = await call(app, seller, routes.create, { body: { url, eventTypes: ['order.placed.v1'] } });
  expect([res.status, res.body.code]).toEqual([422, 'WEBHOOK_URL_INVALID']);
  expect((await call(app, seller, routes.list, {})).body).toEqual([]);
});

it('refuses a private address on update too', async () => {
  const seller = await newSeller(app);
  const created = await call(app, seller, routes.create, { body: { url: 'https://93.184.216.34/hook', eventTypes: ['order.placed.v1'] } });
  expect(created.status).toBe(201);
  const res = await call(app, seller, routes.update, { params: { webhookId: created.body.id }, body: { url: 'https://192.168.1.1/hook' } });
  expect([res.status, res.body.code]).toEqual([422, 'WEBHOOK_URL_INVALID']);
});

it('refuses the address again at delivery time: the attempt is logged as refused and the receiver gets nothing', async () => {
  const seller = await newSeller(app);
  // An endpoint saved while its name answered a public address, now pointing at this machine: as the guard saw it
  // then, so it is written as the create command writes it, past today's check.
  const webhookId = randomUUID();
  const sealer = app.running.app.get(SecretSealer);
  const outcome = await executeCommand(app.running.app.get<CommandDeps>(COMMAND_DEPS), webhookStream(webhookId), webhookDecider, {
    type: 'Create',
    webhookId,
    actor: { scope: 'SELLER', userId: seller.id },
    url: receiver.url('/inside'),
    description: '',
    eventTypes: ['order.placed.v1'],
    secret: sealer.sealText('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
    locale: 'en-US',
    at: new Date(),
  });
  await caughtUp(app, outcome.position);

  const [product] = await stockedProducts(app, seller, manager, [5]);
  await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 1 }]));
  await webhooksSettled(app);

  expect(receiver.received('/inside')).toEqual([]);
  const [delivery] = (await call(app, seller, routes.deliveries, { params: { webhookId } })).body.items;
  expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null, lastError: 'refused: address' });
});
