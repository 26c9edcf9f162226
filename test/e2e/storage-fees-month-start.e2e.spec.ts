// "This month so far" in the first days of a month and for a seller who starts mid-month: the daily average is the
// mean of the days recorded, never the sum divided by the day of the month.
import { ManualClock } from '../../infra/src';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { newSeller, type Account } from '../support/accounts';
import { as, caughtUp, DAY_MS, runScheduler, signInAgain } from '../support/billing';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2027-05-01T01:00:00.000Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

/** A seller storing `cubes` one-foot cubes. */
async function sellerStoring(cubes: number): Promise<{ seller: Account; receive(delta: number): Promise<void> }> {
  const seller = await newSeller(app);
  const res = await api(app, 'POST', '/api/products', {
    ...as(seller),
    body: { title: 'Cube', sku: 'CUBE', priceCents: 999, dimensions: { length: 1, width: 1, height: 1, unit: 'ft' } },
  });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  const productId = res.body.id as string;
  const receive = async (delta: number) => {
    const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
    await executeCommand(deps, inventoryStream(productId), inventoryDecider, {
      type: 'ChangeStock',
      reason: 'INBOUND_SHIPMENT',
      documentId: `inbound-${productId}-${clock.now().toISOString()}`,
      delta,
      at: clock.now(),
    });
    await caughtUp(app);
  };
  await receive(cubes);
  return { seller, receive };
}
const current = async (seller: Account) => (await api(app, 'GET', '/api/storage-fees/current', as(await signInAgain(app, seller)))).body;

describe('storage this month so far', () => {
  it('averages over the days recorded in the first days of a month, not over the day of the month', async () => {
    clock.set(new Date('2027-05-01T01:00:00.000Z'));
    const { seller, receive } = await sellerStoring(10);
    await runScheduler(app); // May 1: 10 ft³
    clock.advance(DAY_MS); // May 2, today not recorded yet
    expect(await current(seller)).toMatchObject({ cubicFeetToday: 10, daysRecorded: 1, averageDailyCubicFeet: 10 });
    await receive(10);
    await runScheduler(app); // May 2: 20 ft³
    expect(await current(seller)).toMatchObject({ cubicFeetToday: 20, daysRecorded: 2, averageDailyCubicFeet: 15 });
    clock.advance(DAY_MS); // May 3, not recorded yet: still the two days recorded
    expect(await current(seller)).toMatchObject({ daysRecorded: 2, averageDailyCubicFeet: 15 });
  });

  it('shows a seller who starts storing mid-month their own volume, and nothing before the first record', async () => {
    clock.set(new Date('2027-06-23T05:00:00.000Z'));
    const { seller } = await sellerStoring(23);
    expect(await current(seller)).toMatchObject({ cubicFeetToday: 23, daysRecorded: 0, averageDailyCubicFeet: 0 });
    await runScheduler(app); // June 23: 23 ft³, the first record of the month
    expect(await current(seller)).toMatchObject({ cubicFeetToday: 23, daysRecorded: 1, averageDailyCubicFeet: 23 });
  });
});
