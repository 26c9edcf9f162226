// Storage fees with a ManualClock: daily volume recorded once, the month charged once on its average, unpaid when the
// wallet refuses, never for a deactivated account; history, "this month so far" and the CSV/Excel report.
import ExcelJS from 'exceljs';
import { ManualClock } from '../../infra/src';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, newSeller, type Account } from '../support/accounts';
import { caughtUp, DAY_MS, fundWallet, runScheduler, signInAgain, walletFacts } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2027-03-01T01:00:00.000Z'));
let app: TestApp;
let staff: Account;
let payer: Account;
let broke: Account;
let blocked: Account;
beforeAll(async () => {
  app = await startTestApp({ clock });
  staff = await adminAccount(app, 'STAFF');
  [payer, broke, blocked] = [await newSeller(app), await newSeller(app), await newSeller(app)];
  await caughtUp(app);
  await fundWallet(app, staff, payer.id, 10_000);
});
afterAll(() => app.close());

const as = (account: Account) => ({ headers: bearer(account) });

async function product(account: Account, sku: string, dimensions?: Record<string, unknown>) {
  const res = await api(app, 'POST', '/api/products', {
    ...as(account),
    body: { title: `Box ${sku}`, sku, priceCents: 999, ...(dimensions ? { dimensions } : {}) },
  });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  await app.running.runner.waitFor(res.body.position, 5000);
  return res.body.id as string;
}
async function receive(productId: string, delta: number) {
  const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const out = await executeCommand(deps, inventoryStream(productId), inventoryDecider, {
    type: 'ChangeStock',
    reason: 'INBOUND_SHIPMENT',
    documentId: `inbound-${productId}-${delta}`,
    delta,
    at: clock.now(),
  });
  await app.running.runner.waitFor(out.position!, 5000);
}
const fees = async (account: Account) => (await api(app, 'GET', '/api/storage-fees', as(await signInAgain(app, account)))).body;

describe('storage fees', () => {
  it('records daily volume, charges the month once on Σ daily volumes / days in month, and reports it', async () => {
    // payer: a 1 ft cube × 10, a 12×12×6 in box (0.5 ft³) × 4, a product without dimensions × 50 (counts 0).
    const cube = await product(payer, 'CUBE', { length: 1, width: 1, height: 1, unit: 'ft' });
    await receive(cube, 10);
    await receive(await product(payer, 'HALF', { length: 12, width: 12, height: 6, unit: 'in' }), 4);
    await receive(await product(payer, 'BAG'), 50);
    for (const account of [broke, blocked])
      await receive(await product(account, 'CUBE', { length: 1, width: 1, height: 1, unit: 'ft' }), 31);
    await api(app, 'POST', `/api/admin/users/${blocked.id}/block`, as(staff));
    await caughtUp(app);

    await runScheduler(app); // March 1: payer 12 ft³
    expect((await api(app, 'GET', '/api/storage-fees/current', as(payer))).body).toEqual({
      cubicFeetToday: 12,
      daysRecorded: 1,
      averageDailyCubicFeet: 12,
      priceCentsPerCubicFootMonth: 75,
    });
    clock.advance(DAY_MS);
    await receive(cube, 5);
    await runScheduler(app); // March 2: 17 ft³
    await runScheduler(app); // same day again: nothing new
    clock.advance(DAY_MS);
    await runScheduler(app); // March 3: 17 ft³; March 4–31 not recorded (0)
    clock.set(new Date('2027-04-01T00:30:00.000Z'));
    await runScheduler(app);
    await runScheduler(app);

    // (12 + 17 + 17) / 31 = 1.483871 ft³ → round(1.483871 × 75 = 111.29) = 111 cents.
    expect((await fees(payer)).items).toEqual([
      {
        id: expect.any(String),
        period: '2027-03',
        averageDailyCubicFeet: 1.483871,
        priceCents: 111,
        paid: true,
        at: '2027-04-01T00:30:00.000Z',
      },
    ]);
    const wallet = await walletFacts(app, payer.id);
    expect(wallet.spent).toEqual([{ purpose: 'STORAGE_FEE', amountCents: 111, documentId: `storage-${payer.id}-2027-03` }]);
    expect(wallet.balanceCents).toBe(10_000 - 111);

    const csv = await fetch(`${app.url}/api/storage-fees/report?format=csv&from=2027-01-01T00:00:00Z&to=2027-04-30T00:00:00Z`, {
      headers: { ...bearer(payer), 'X-Environment': 'test' },
    });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="storage-fees-2027-01-2027-04.csv"');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Period,Average daily volume (ft³),Price (USD),Paid,Charged at (UTC)',
      '2027-03,1.483871,1.11,yes,2027-04-01T00:30:00.000Z',
    ]);
    const xlsx = await fetch(`${app.url}/api/storage-fees/report?format=xlsx&from=2027-03-01T00:00:00Z&to=2027-03-31T00:00:00Z`, {
      headers: { ...bearer(payer), 'X-Environment': 'test' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    expect(book.worksheets[0].getRow(2).values).toEqual([undefined, '2027-03', 1.483871, 1.11, 'yes', '2027-04-01T00:30:00.000Z']);
    expect(book.worksheets[0].getRow(2).getCell(3).numFmt).toBe('"$"#,##0.00');
    const ru = await fetch(`${app.url}/api/storage-fees/report?format=csv&from=2027-03-01T00:00:00Z&to=2027-03-31T00:00:00Z`, {
      headers: { ...bearer(payer), 'X-Environment': 'test', 'Accept-Language': 'ru-RU' },
    });
    expect(
      (await ru.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Период,Средний дневной объём (фут³),Стоимость (USD),Оплачено,Списано (UTC)',
      '2027-03,1.483871,1.11,yes,2027-04-01T00:30:00.000Z',
    ]);
    const none = await fetch(`${app.url}/api/storage-fees/report?format=csv&from=2027-05-01T00:00:00Z&to=2027-06-01T00:00:00Z`, {
      headers: { ...bearer(payer), 'X-Environment': 'test' },
    });
    expect((await none.text()).trim().split('\r\n')).toHaveLength(1);
  });

  it('records the fee as not paid when the wallet refuses it', async () => {
    // broke: 31 ft³ on March 1–3 → 93 / 31 = 3 ft³ → 225 cents, refused by an empty wallet.
    expect((await fees(broke)).items).toEqual([
      expect.objectContaining({ period: '2027-03', averageDailyCubicFeet: 3, priceCents: 225, paid: false }),
    ]);
    const wallet = await walletFacts(app, broke.id);
    expect(wallet.refused).toEqual([{ purpose: 'STORAGE_FEE', amountCents: 225, documentId: `storage-${broke.id}-2027-03` }]);
  });

  it('does not measure or charge a deactivated account', async () => {
    const recorded = await app.running.persistence.db.selectFrom('storage_volumes').selectAll().where('user_id', '=', blocked.id).execute();
    expect(recorded).toEqual([]);
    expect(await app.running.persistence.db.selectFrom('storage_fees').selectAll().where('user_id', '=', blocked.id).execute()).toEqual([]);
    expect(await walletFacts(app, blocked.id)).toMatchObject({ spent: [], refused: [] });
  });

  it('answers bad report queries with 400, never 500', async () => {
    const res = await api(app, 'GET', '/api/storage-fees/report?format=pdf&from=yesterday', as(await signInAgain(app, payer)));
    expect(res.status).toBe(400);
    const reversed = await api(
      app,
      'GET',
      '/api/storage-fees/report?format=csv&from=2027-04-01T00:00:00Z&to=2027-03-01T00:00:00Z',
      as(payer),
    );
    expect([reversed.status, reversed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(reversed.body.details.fields).toEqual([
      expect.objectContaining({ field: 'query.to', code: 'PERIOD_END_BEFORE_START', message: 'The end date is before the start date' }),
    ]);
  });
});
