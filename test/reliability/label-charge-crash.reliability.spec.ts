// Money before the outside call, under kill -9: the order-fulfillment saga charges the quoted label from the wallet,
// and the built server is killed right after that charge, before the label is bought. The saga then finishes in this
// process: the label is bought once and attached once, and the wallet is charged once (the repeated charge is
// answered as the first), never a label without its charge nor a second charge.
// Needs a PostgreSQL server (two processes share the database), so it always runs on one.
import { randomBytes } from 'node:crypto';
import type { PgSqlClient } from '../../infra/src';
import { SagaRunnerService } from '../../services/src/sagas/saga-runner.service';
import { newSeller, type Account } from '../support/accounts';
import { startDoomedServer } from '../support/api-process';
import { fundWallet, walletFacts } from '../support/billing';
import { buyOptions, startFulfillment } from '../support/fulfillment';
import { orderBody, orderEvents, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let manager: Account;
beforeAll(async () => {
  app = await startTestApp({ kind: 'pg', env: { SAGAS_ENABLED: 'false' } });
  seller = await newSeller(app);
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  await fundWallet(app, await adminAccount(app, 'STAFF'), seller.id, 50_000);
}, 60_000);
afterAll(() => app.close());

describe('a label charged, then the process killed before it is bought', () => {
  it('buys the label once and charges once when the saga resumes elsewhere', async () => {
    const [{ sku }] = await stockedProducts(app, seller, manager, [3]);
    const orderId = await placeOrder(app, seller, orderBody([{ sku, quantity: 1 }]));
    await startFulfillment(app, seller, orderId, buyOptions());

    const server = startDoomedServer('kill-mid-saga.cjs', {
      DATABASE_URL: String((app.running.persistence.sql as PgSqlClient).pool.options.connectionString),
      SAGAS_ENABLED: 'true',
      SAGA_KILL_AFTER_COMMAND: 'SpendFromWallet',
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const exit = await server.ended;
    const commands = [...server.output().matchAll(/^saga-command (\w+)$/gm)].map((m) => m[1]);
    expect(exit).toBe('SIGKILL');
    expect(commands.at(-1)).toBe('SpendFromWallet');
    expect(commands).not.toContain('AttachLabel');
    const charged = (await walletFacts(app, seller.id)).spent.filter((s) => s.purpose === 'ORDER_FULFILLMENT');
    expect(charged).toHaveLength(1);
    expect((await orderEvents(app, orderId)).map((e) => e.type)).not.toContain('LabelAttached');

    await app.running.app.get(SagaRunnerService).start();
    await sagasSettled(app);

    const events = await orderEvents(app, orderId);
    const attached = events.filter((e) => e.type === 'LabelAttached');
    expect(attached).toHaveLength(1);
    expect(attached[0].data).toMatchObject({ label: { trackingNumber: expect.any(String) } });
    expect(events.map((e) => e.type)).not.toContain('LabelPurchaseFailed');
    const facts = await walletFacts(app, seller.id);
    expect(facts.spent.filter((s) => s.purpose === 'ORDER_FULFILLMENT')).toEqual(charged);
    expect(facts.balanceCents).toBe(50_000 - charged[0].amountCents);
  }, 120_000);
});
