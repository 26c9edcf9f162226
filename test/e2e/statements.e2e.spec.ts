// Monthly statements over HTTP: each seller sees only their own, staff see everyone's, a closed month stays as it was
// after a later correction, a bad month is 400, and a statement that does not equal the ledger raises the admin alarm.
import { PDFDocument } from 'pdf-lib';
import { ManualClock } from '../../infra/src';
import { newSeller, type Account } from '../support/accounts';
import { as, caughtUp, fundWallet, signInAgain, staffSpendAs, staffTopUpAs } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date('2027-03-10T12:00:00.000Z'));
let app: TestApp;
let staff: Account;
let seller: Account;
let other: Account;
let marchBeforeCorrection: unknown;

beforeAll(async () => {
  app = await startTestApp({ clock });
  staff = await adminAccount(app, 'STAFF');
  seller = await newSeller(app);
  other = await newSeller(app);
  await fundWallet(app, staff, seller.id, 10_000);
  await staffSpendAs(app, staff, seller.id, 2_500, { notes: 'March packaging', documentId: 'INV-3' });
  await fundWallet(app, staff, other.id, 4_000);
  clock.set(new Date('2027-04-02T09:00:00.000Z'));
  for (const account of [staff, seller, other]) await signInAgain(app, account);
  marchBeforeCorrection = (await api(app, 'GET', '/api/statements/2027-03', as(seller))).body;
  await staffTopUpAs(app, staff, seller.id, 2_500, 'Correction: March packaging charged twice');
});
afterAll(() => app?.close());

const statement = async (who: Account, month: string, headers: Record<string, string> = {}) =>
  api(app, 'GET', `/api/statements/${month}`, { headers: { ...as(who).headers, ...headers } });

describe('monthly statements', () => {
  it('shows a seller their month: opening, every top-up and spending with its document, closing, verified against the ledger', async () => {
    const res = await statement(seller, '2027-03');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: seller.id,
      month: '2027-03',
      closed: true,
      verified: true,
      opening: { projectedCents: 0, ledgerCents: 0, at: '2027-03-01T00:00:00.000Z' },
      closing: { projectedCents: 7_500, ledgerCents: 7_500, at: '2027-04-01T00:00:00.000Z' },
      totalInCents: 10_000,
      totalOutCents: 2_500,
    });
    expect(
      res.body.lines.items.map((l: { kind: string; amountCents: number; documentId: string | null; comment: string }) => [
        l.kind,
        l.amountCents,
        l.documentId,
        l.comment,
      ]),
    ).toEqual([
      ['TOP_UP', 10_000, null, 'Test funds'],
      ['SPENDING', -2_500, 'INV-3', 'March packaging'],
    ]);
  });

  it('keeps a closed month unchanged after a later correction, which is a line of the month it was made in', async () => {
    expect((await statement(seller, '2027-03')).body).toEqual(marchBeforeCorrection);
    const april = (await statement(seller, '2027-04')).body;
    expect(april).toMatchObject({
      closed: false,
      verified: true,
      opening: { projectedCents: 7_500 },
      closing: { projectedCents: 10_000, ledgerCents: 10_000, at: clock.now().toISOString() },
    });
    expect(april.lines.items).toEqual([expect.objectContaining({ kind: 'TOP_UP', source: 'BY_STAFF', amountCents: 2_500 })]);
  });

  it('lists a seller only their own statements, and never serves another seller’s', async () => {
    const own = (await api(app, 'GET', '/api/statements', as(seller))).body;
    expect(own.items.map((s: { userId: string; month: string }) => [s.userId, s.month])).toEqual([
      [seller.id, '2027-04'],
      [seller.id, '2027-03'],
    ]);
    const theirs = (await statement(other, '2027-03')).body;
    expect(theirs).toMatchObject({ userId: other.id, closing: { projectedCents: 4_000 } });
    expect(theirs.lines.items).toHaveLength(1);
    expect((await api(app, 'GET', `/api/admin/users/${seller.id}/statements/2027-03`, as(other))).status).toBe(403);
    // An impersonation request from a seller is no way in either: they still get their own statement.
    const sneaky = await api(app, 'GET', `/api/statements/2027-03?admin_mode=true&user_id=${seller.id}`, as(other));
    expect(sneaky.body.userId ?? sneaky.status).not.toBe(seller.id);
  });

  it('answers 404 for a month not begun yet and for a seller that does not exist', async () => {
    expect((await statement(seller, '2027-05')).body.code).toBe('NOT_FOUND');
    const unknown = await api(app, 'GET', '/api/admin/users/7d1f7f8e-3f4c-4d55-9a51-000000000000/statements/2027-03', as(staff));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a malformed month with 400 VALIDATION_FAILED, in the reader’s language', async () => {
    for (const month of ['2027-13', '2027-3', 'march', '1999-12']) {
      const res = await statement(seller, month);
      expect([month, res.status, res.body.code]).toEqual([month, 400, 'VALIDATION_FAILED']);
    }
    const ru = await statement(seller, '2027-00', { 'Accept-Language': 'ru-RU' });
    expect(ru.body.message).toMatch(/[а-яА-Я]/);
  });

  it('shows staff every seller’s statements and each one as its seller sees it', async () => {
    const march = (await api(app, 'GET', '/api/admin/statements?month=2027-03', as(staff))).body;
    const byUser = new Map(march.items.map((s: { userId: string; closingCents: number }) => [s.userId, s.closingCents]));
    expect([byUser.get(seller.id), byUser.get(other.id)]).toEqual([7_500, 4_000]);
    const asStaff = (await api(app, 'GET', `/api/admin/users/${seller.id}/statements/2027-03`, as(staff))).body;
    expect(asStaff).toEqual((await statement(seller, '2027-03')).body);
  });

  it('downloads the statement as CSV and as PDF in the reader’s language', async () => {
    const csv = await api(app, 'GET', '/api/statements/2027-03/download?format=csv', {
      headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' },
    });
    expect(csv.status).toBe(200);
    const rows = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Дата (UTC),Операция,Документ,Подробности,Сумма (USD),Остаток (USD)');
    expect(rows[1]).toBe('2027-03-01 00:00:00,Входящий остаток,,,,0.00');
    expect(rows.slice(2, 4).map((r) => r.split(',').slice(2, 6))).toEqual([
      ['', 'Test funds', '100.00', '100.00'],
      ['INV-3', 'March packaging', '-25.00', '75.00'],
    ]);
    expect(rows[4]).toBe('2027-04-01 00:00:00,Исходящий остаток,,,,75.00');
    expect(rows[5]).toContain('Сверено с журналом');
    const pdf = await fetch(`${app.url}/api/statements/2027-03/download?format=pdf&timeZone=Europe/Moscow`, {
      headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU', 'X-Environment': 'test' },
    });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect([doc.getTitle(), doc.getSubject()]).toEqual(['Выписка по кошельку 2027-03', expect.stringContaining('Сверено с журналом')]);
    const xlsx = await api(app, 'GET', '/api/statements/2027-03/download?format=xlsx', as(seller));
    expect([xlsx.status, xlsx.headers.get('content-disposition')]).toEqual([200, 'attachment; filename="statement-2027-03.xlsx"']);
    const badZone = await api(app, 'GET', '/api/statements/2027-03/download?format=pdf&timeZone=Mars/Olympus', as(seller));
    expect([badZone.status, badZone.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('writes the CSV and Excel times on the reader’s clock (timeZone), the month still the UTC one', async () => {
    const csv = await api(app, 'GET', '/api/statements/2027-03/download?format=csv&timeZone=Asia/Tokyo', as(seller));
    expect(csv.status).toBe(200);
    const rows = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((r) => r.split(',').slice(0, 2));
    // The top-up was booked at 2027-03-10T12:00Z: 21:00 in Tokyo (UTC+9); the month opens at UTC midnight, 09:00 there.
    expect(rows.slice(0, 3)).toEqual([
      ['Date (Asia/Tokyo)', 'Entry'],
      ['2027-03-01 09:00:00', 'Opening balance'],
      ['2027-03-10 21:00:00', 'Top-up by staff'],
    ]);
    const xlsx = await fetch(`${app.url}/api/statements/2027-03/download?format=xlsx&timeZone=America/New_York`, {
      headers: { ...as(seller).headers, 'X-Environment': 'test' },
    });
    expect(xlsx.status).toBe(200);
    const { default: excel } = await import('exceljs');
    const book = new excel.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('2027-03');
    expect([1, 2, 3].map((row) => [sheet?.getCell(row, 1).value, sheet?.getCell(row, 2).value])).toEqual([
      ['Date (America/New_York)', 'Entry'],
      ['2027-02-28 19:00:00', 'Opening balance'],
      ['2027-03-10 07:00:00', 'Top-up by staff'],
    ]);
    const badZone = await api(app, 'GET', '/api/statements/2027-03/download?format=csv&timeZone=Mars/Olympus', as(seller));
    expect([badZone.status, badZone.body.code, badZone.body.details.fields]).toEqual([
      400,
      'VALIDATION_FAILED',
      [expect.objectContaining({ field: 'query.timeZone', code: 'INVALID_VALUE' })],
    ]);
  });

  it('raises an alarm in the admin area when a statement does not equal the ledger replay, once per mismatch', async () => {
    const db = app.running.persistence.db;
    await db
      .updateTable('statement_months')
      .set({ closing_cents: 10_001 })
      .where('user_id', '=', seller.id)
      .where('month', '=', '2027-04')
      .execute();
    const april = (await statement(seller, '2027-04')).body;
    expect(april).toMatchObject({ verified: false, closing: { projectedCents: 10_001, ledgerCents: 10_000 } });
    await statement(seller, '2027-04');
    await caughtUp(app);
    const alarms = (await api(app, 'GET', '/api/admin/statement-alarms', as(staff))).body;
    expect(alarms.items.filter((a: { userId: string }) => a.userId === seller.id)).toEqual([
      expect.objectContaining({ month: '2027-04', sellerEmail: seller.email, closingProjectedCents: 10_001, closingLedgerCents: 10_000 }),
    ]);
    expect((await api(app, 'GET', '/api/admin/statement-alarms', as(seller))).status).toBe(403);
  });
});
