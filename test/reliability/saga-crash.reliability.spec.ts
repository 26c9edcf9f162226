// The sagas survive kill -9 mid-step: shipments are driven from submitted to located, then the built server (sagas
// on) is started again and again with a preload that SIGKILLs it right after its n-th command (n varies by round), so
// processes die between a step's commands and between a step's last command and its checkpoint. Then the sagas
// finish in this process, and every effect is there exactly once: incoming, stock entries, costs, the wallet charge.
// Needs a PostgreSQL server (two processes share the database), so it always runs on one.
import { randomBytes, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { INBOUND_HOURLY_COST_CENTS, INBOUND_LABEL_COST_CENTS, INBOUND_STICKER_COST_CENTS } from '@ledgerhouse/contracts';
import type { PgSqlClient } from '../../infra/src';
import { Register } from '../../services/src/identity/commands/register';
import { SagaRunnerService } from '../../services/src/sagas/saga-runner.service';
import { startDoomedServer } from '../support/api-process';
import { fundWallet, walletFacts } from '../support/billing';
import { inboundDriver } from '../support/inbound-events';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { startTestApp, type TestApp } from '../support/test-app';

const SHIPMENTS = 6;
const ROUNDS = 12;
/** Without crashes: 2 plans + 2 receipts; free time, costs, payment request, wallet charge, paid. */
const COMMANDS_PER_SHIPMENT = 9;
/** Commands a round's process runs before it dies: 1 dies inside the replayed step, more dies further on. */
const killAfter = (round: number) => 1 + ((round * 5) % 7);

let app: TestApp;
let databaseUrl: string;
let sellerId: string;
beforeAll(async () => {
  app = await startTestApp({ kind: 'pg', env: { SAGAS_ENABLED: 'false' } });
  databaseUrl = String((app.running.persistence.sql as PgSqlClient).pool.options.connectionString);
  const email = `saga-crash-${randomBytes(4).toString('hex')}@shop.example`;
  const { id } = await app.running.app
    .get(CommandBus)
    .execute(new Register({ fullName: 'Ada Lovelace', email, phone: '+1 212 555 0100', password: 'secret-pass-1' }, { confirmed: true }));
  sellerId = id;
  await fundWallet(app, await adminAccount(app, 'STAFF'), sellerId, 100_000);
}, 60_000);
afterAll(() => app.close());

/** Runs the built server with the kill preload until it dies; the commands it ran, by name. */
async function doomedRound(
  killAfterCommands: number,
): Promise<{ exit: NodeJS.Signals | number | null; commands: string[]; output: string }> {
  const server = startDoomedServer('kill-mid-saga.cjs', {
    DATABASE_URL: databaseUrl,
    SAGAS_ENABLED: 'true',
    SAGA_KILL_AFTER_COMMANDS: String(killAfterCommands),
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const exit = await server.ended;
  const output = server.output();
  return { exit, commands: [...output.matchAll(/^saga-command (\w+)$/gm)].map((m) => m[1]), output };
}

describe('sagas killed mid-step', () => {
  it(`lose and repeat nothing: ${ROUNDS} kill -9s, then every shipment's stock and charge exactly once`, async () => {
    const { store } = app.running.persistence;
    const inbound = inboundDriver(store, sellerId);
    const shipments: { id: string; products: string[]; received: number[] }[] = [];
    for (let i = 0; i < SHIPMENTS; i++) {
      const products = [randomUUID(), randomUUID()];
      const received = [3 + i, 1];
      const id = await inbound.submitted(products.map((productId) => ({ productId, quantity: 5 + i })));
      await inbound.accepted(
        id,
        products.map((productId, p) => ({ productId, received: received[p] })),
        600,
      );
      await inbound.located(id);
      shipments.push({ id, products, received });
    }

    let ran = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await doomedRound(killAfter(round));
      if (result.exit !== 'SIGKILL') throw new Error(`round ${round} ended with ${String(result.exit)}: ${result.output}`);
      ran += result.commands.length;
    }

    const finishing = jest.spyOn(CommandBus.prototype, 'execute');
    await app.running.app.get(SagaRunnerService).start();
    await sagasSettled(app);
    const finished = finishing.mock.calls.length;
    finishing.mockRestore();

    for (const shipment of shipments) {
      for (const [p, productId] of shipment.products.entries()) {
        const inventory = await store.readStream(`inventory-${productId}`);
        expect(inventory.map((e) => e.type)).toEqual(['DeliveryExpected', 'StockChanged', 'ExpectedDeliveryCleared']);
        expect(inventory[1].data).toMatchObject({ reason: 'INBOUND_SHIPMENT', documentId: shipment.id, delta: shipment.received[p] });
        expect(inventory[2].data).toMatchObject({ incomingAfter: 0, reason: 'RECEIVED' });
      }
      const money = (await inbound.types(shipment.id)).filter((type) => !/Draft|Submitted|Delivered|Check|Accepted|Located/.test(type));
      expect(money).toEqual(['InboundCostsCalculated', 'InboundPaymentRequested', 'InboundPaid']);
    }
    const totals = shipments.map(
      (s) =>
        Math.ceil((10 * INBOUND_HOURLY_COST_CENTS) / 60) +
        INBOUND_LABEL_COST_CENTS +
        (s.received[0] + s.received[1]) * INBOUND_STICKER_COST_CENTS,
    );
    const facts = await walletFacts(app, sellerId);
    expect(facts.spent).toEqual(shipments.map((s, i) => ({ purpose: 'INBOUND_SHIPMENT', amountCents: totals[i], documentId: s.id })));
    expect(facts.balanceCents).toBe(100_000 - totals.reduce((a, b) => a + b, 0));
    // Each kill left a step whose command had run but whose checkpoint had not moved: the next process ran it again.
    const replayed = ran + finished - SHIPMENTS * COMMANDS_PER_SHIPMENT;
    process.stdout.write(
      `saga crash: ${ROUNDS} kills; ${ran} commands in the killed processes + ${finished} to finish = ${replayed} replayed; every effect exactly once\n`,
    );
    expect(replayed).toBeGreaterThanOrEqual(ROUNDS);
  }, 600_000);
});
