// The wallet ledger over real HTTP: staff top-ups and spendings, history filters, balance as of an instant,
// reports, and the replay of the stream against the read models.
import ExcelJS from 'exceljs';
import { walletDecider, walletStream } from '../../services/src/billing/domain/wallet';
import { replayLedger } from '../../services/src/billing/domain/wallet-ledger';
import { formatLedger } from '../../services/src/cli/ledger-format';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { newSeller, type Account } from '../support/accounts';
import { as, caughtUp, eventually, fields, linkCard, walletTestBed } from '../support/billing';
import { api } from '../support/test-app';

const t = walletTestBed();
const { wallet, streamTypes, staffTopUp, staffSpend, autoTopUps } = t;

describe('staff on a seller’s wallet', () => {
  it('adds funds BY_STAFF with a comment, shown with the staff member’s name; sellers may not', async () => {
    const seller = await newSeller(t.app);
    const missing = await api(t.app, 'POST', `/api/admin/users/${seller.id}/wallet/top-ups`, {
      ...as(t.staff),
      body: { amountCents: 500 },
    });
    expect(fields(missing.body)).toEqual({ comment: 'REQUIRED' });
    const low = await api(t.app, 'POST', `/api/admin/users/${seller.id}/wallet/top-ups`, {
      ...as(t.staff),
      body: { amountCents: 50, comment: 'x' },
    });
    expect(fields(low.body)).toEqual({ amountCents: 'TOPUP_BELOW_MINIMUM' });
    expect(
      (
        await api(t.app, 'POST', `/api/admin/users/${seller.id}/wallet/top-ups`, {
          ...as(seller),
          body: { amountCents: 500, comment: 'me' },
        })
      ).status,
    ).toBe(403);
    const unknown = await api(t.app, 'POST', '/api/admin/users/3f1f0a4e-1d7c-4a8e-9a57-0a1c1f0b7c11/wallet/top-ups', {
      ...as(t.staff),
      body: { amountCents: 500, comment: 'who' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    await staffTopUp(seller.id, 7_500, 'refund for damaged box');
    const mine = await api(t.app, 'GET', '/api/wallet/top-ups', as(seller));
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        source: 'BY_STAFF',
        amountCents: 7_500,
        balanceAfterCents: 7_500,
        comment: 'refund for damaged box',
        addedBy: 'Wendy Warehouse',
        cardLast4: null,
      }),
    ]);
    expect((await api(t.app, 'GET', `/api/admin/users/${seller.id}/wallet/top-ups`, as(t.staff))).body.items).toEqual(mine.body.items);
    expect((await api(t.app, 'GET', `/api/admin/users/${seller.id}/wallet`, as(t.staff))).body.balanceCents).toBe(7_500);
    const events = await t.app.running.persistence.store.readStream(walletStream(seller.id));
    expect(events[0].metadata.userId).toBe(t.staff.id);
  });

  it('charges a spending, and refuses one the balance cannot cover with 201 accepted:false, recorded but not listed as spent', async () => {
    const seller = await newSeller(t.app);
    await staffTopUp(seller.id, 1_000);
    expect(await staffSpend(seller.id, 600, { purpose: 'INBOUND_SHIPMENT', documentId: 'inb-1' })).toMatchObject({
      accepted: true,
      balanceAfterCents: 400,
    });
    const refused = await staffSpend(seller.id, 500, { documentId: 'fwd-1' });
    expect(refused).toMatchObject({ accepted: false, balanceAfterCents: 400 });
    expect(await streamTypes(seller.id)).toEqual(['WalletToppedUp', 'WalletSpent', 'SpendingRefused']);
    const spendings = await api(t.app, 'GET', '/api/wallet/spendings', as(seller));
    expect(spendings.body).toMatchObject({
      total: 1,
      items: [{ purpose: 'INBOUND_SHIPMENT', amountCents: 600, balanceAfterCents: 400, documentId: 'inb-1', notes: 'manual service' }],
    });
    expect((await wallet(seller)).balanceCents).toBe(400);
  });

  it('charges a document once: the same purpose and document answers the first outcome', async () => {
    const seller = await newSeller(t.app);
    await staffTopUp(seller.id, 1_000);
    const first = await staffSpend(seller.id, 300, { documentId: 'order-7', purpose: 'ORDER_FULFILLMENT' });
    const again = await staffSpend(seller.id, 300, { documentId: 'order-7', purpose: 'ORDER_FULFILLMENT' });
    expect(again).toMatchObject({ accepted: true, entryId: first.entryId, balanceAfterCents: 700 });
    expect((await wallet(seller)).balanceCents).toBe(700);
    expect((await staffSpend(seller.id, 300, { documentId: 'order-7', purpose: 'OTHER' })).balanceAfterCents).toBe(400);
  });

  it('filters spendings by purpose and period', async () => {
    const seller = await newSeller(t.app);
    await staffTopUp(seller.id, 5_000);
    await staffSpend(seller.id, 100, { purpose: 'STORAGE_FEE' });
    const between = new Date().toISOString();
    await staffSpend(seller.id, 200, { purpose: 'SUBSCRIPTION' });
    await staffSpend(seller.id, 300, { purpose: 'STORAGE_FEE' });
    const storage = await api(t.app, 'GET', '/api/wallet/spendings?purpose=STORAGE_FEE', as(seller));
    expect(storage.body.items.map((s: { amountCents: number }) => s.amountCents)).toEqual([300, 100]);
    const later = await api(t.app, 'GET', `/api/wallet/spendings?from=${encodeURIComponent(between)}&pageSize=1`, as(seller));
    expect(later.body).toMatchObject({ total: 2, pageSize: 1, items: [{ amountCents: 300 }] });
    expect((await api(t.app, 'GET', '/api/wallet/spendings?purpose=RENT', as(seller))).status).toBe(400);
  });

  it('answers the balance at a past instant, replayed from the wallet stream', async () => {
    const seller = await newSeller(t.app);
    const before = new Date().toISOString();
    await staffTopUp(seller.id, 2_000);
    await staffSpend(seller.id, 500);
    const middle = new Date().toISOString();
    await staffSpend(seller.id, 700);
    const at = (asOf: string) =>
      api(t.app, 'GET', `/api/admin/users/${seller.id}/wallet/balance?asOf=${encodeURIComponent(asOf)}`, as(t.staff));
    expect((await at(before)).body).toEqual({ userId: seller.id, asOf: before, balanceCents: 0, entries: 0 });
    expect((await at(middle)).body).toMatchObject({ balanceCents: 1_500, entries: 2 });
    expect((await at(new Date().toISOString())).body).toMatchObject({ balanceCents: 800, entries: 3 });
    expect((await at('yesterday')).status).toBe(400);
    expect(
      (await api(t.app, 'GET', `/api/admin/users/${seller.id}/wallet/balance?asOf=${encodeURIComponent(middle)}`, as(seller))).status,
    ).toBe(403);
  });
});

describe('wallet reports', () => {
  const period = `from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`;

  async function download(seller: Account, query: string, language = 'en-US') {
    const res = await fetch(`${t.app.url}/api/wallet/report?${query}`, {
      headers: { 'X-Environment': 'test', 'Accept-Language': language, ...as(seller).headers },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  }

  it('downloads top-ups as formula-safe CSV and spendings as Excel', async () => {
    const seller = await newSeller(t.app);
    await staffTopUp(seller.id, 1_234, '=HYPERLINK("http://evil.example","click")');
    await staffSpend(seller.id, 234, { purpose: 'STORAGE_FEE', notes: 'November, storage' });
    const csv = await download(seller, `category=TOPUPS&format=csv&${period}`);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.disposition).toMatch(/attachment; filename="wallet-top-ups-.*\.csv"/);
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Added by,Amount (USD),Balance after (USD),Card,Comment');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',BY_STAFF Wendy Warehouse,12.34,12.34,,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    const xlsx = await download(seller, `category=SPENDINGS&format=xlsx&${period}`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as never);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Date (UTC)', 'Purpose', 'Amount (USD)', 'Balance after (USD)', 'Document', 'Notes'],
      [expect.any(String), 'STORAGE_FEE', 2.34, 10, expect.stringMatching(/^staff-/), 'November, storage'],
    ]);
    expect([3, 4].map((col) => book.worksheets[0].getRow(2).getCell(col).numFmt)).toEqual(['"$"#,##0.00', '"$"#,##0.00']);

    const ru = await download(seller, `category=SPENDINGS&format=xlsx&${period}`, 'ru-RU');
    const ruBook = new ExcelJS.Workbook();
    await ruBook.xlsx.load(ru.body as never);
    expect((ruBook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([
      'Дата (UTC)',
      'Назначение',
      'Сумма (USD)',
      'Баланс после (USD)',
      'Документ',
      'Примечание',
    ]);
  });

  it('rejects a report without a period or with an unknown category', async () => {
    const seller = await newSeller(t.app);
    expect((await download(seller, 'category=TOPUPS&format=csv')).status).toBe(400);
    expect((await download(seller, `category=ORDERS&format=csv&${period}`)).status).toBe(400);
    expect((await download(seller, `category=TOPUPS&format=pdf&${period}`)).status).toBe(400);
  });

  it('refuses a period ending before it starts with 400 PERIOD_END_BEFORE_START on query.to, in both languages', async () => {
    const seller = await newSeller(t.app);
    const path = '/api/wallet/report?category=TOPUPS&format=csv&from=2027-02-01T00:00:00Z&to=2027-01-01T00:00:00Z';
    const res = await api(t.app, 'GET', path, as(seller));
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.fields).toEqual([
      expect.objectContaining({ field: 'query.to', code: 'PERIOD_END_BEFORE_START', message: 'The end date is before the start date' }),
    ]);
    const ru = await api(t.app, 'GET', path, { headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' } });
    expect(ru.body.details.fields[0].message).toBe('Дата окончания раньше даты начала');
  });
});

describe('replay', () => {
  it('the wallet stream replayed equals the read models, now and as of a past instant; the CLI prints it', async () => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller);
    await staffTopUp(seller.id, 3_000);
    await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    await staffSpend(seller.id, 1_000);
    await autoTopUps().settled();
    const past = new Date();
    await staffSpend(seller.id, 50_000);
    const last = await staffSpend(seller.id, 4_000);
    await autoTopUps().settled();
    await eventually(async () => expect((await api(t.app, 'GET', '/api/wallet/top-ups', as(seller))).body.total).toBe(2));

    const events = await t.app.running.persistence.store.readStream(walletStream(seller.id));
    const ledger = replayLedger(events);
    const view = await wallet(seller);
    expect(view.balanceCents).toBe(ledger.balanceCents);
    const topUps = (await api(t.app, 'GET', '/api/wallet/top-ups', as(seller))).body.items;
    const spendings = (await api(t.app, 'GET', '/api/wallet/spendings', as(seller))).body.items;
    const listed = [
      ...topUps.map((t: { id: string; balanceAfterCents: number }) => [t.id, t.balanceAfterCents]),
      ...spendings.map((s: { id: string; balanceAfterCents: number }) => [s.id, s.balanceAfterCents]),
    ];
    const replayed = ledger.entries.filter((e) => e.kind === 'TOP_UP' || e.kind === 'SPENDING').map((e) => [e.entryId, e.balanceCents]);
    expect(listed.sort()).toEqual(replayed.sort());
    expect(ledger.entries.map((e) => e.kind)).toEqual(['TOP_UP', 'SPENDING', 'TOP_UP', 'SPENDING_REFUSED', 'SPENDING']);
    expect(last.balanceAfterCents).toBe(8_000);

    const asOf = await api(
      t.app,
      'GET',
      `/api/admin/users/${seller.id}/wallet/balance?asOf=${encodeURIComponent(past.toISOString())}`,
      as(t.staff),
    );
    const pastListed = [...topUps, ...spendings]
      .filter((e: { at: string }) => e.at <= past.toISOString())
      .sort((a: { at: string }, b: { at: string }) => a.at.localeCompare(b.at));
    expect(asOf.body.balanceCents).toBe(pastListed[pastListed.length - 1].balanceAfterCents);
    expect(asOf.body.balanceCents).toBe(12_000);

    const printed = formatLedger(seller.id, ledger, null);
    expect(printed).toHaveLength(ledger.entries.length + 2);
    expect(printed[printed.length - 1]).toBe('Balance: $80.00 (8000 cents)');
    expect(printed.some((l) => l.includes('SPENDING_REFUSED'))).toBe(true);
  });

  it('the recovery pass completes an auto top-up request left open', async () => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller);
    await staffTopUp(seller.id, 5_000);
    await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    // Spend around the command handler, as a crash before the charge would leave it: requested, not fulfilled.
    const deps = t.app.running.app.get<CommandDeps>(COMMAND_DEPS);
    const spent = await executeCommand(deps, walletStream(seller.id), walletDecider, {
      type: 'Spend',
      entryId: 'e-crash',
      requestId: 'r-crash',
      purpose: 'OTHER',
      amountCents: 4_000,
      documentId: 'crash-1',
      notes: null,
      autoTopUpAllowed: true,
      at: new Date(),
    });
    await caughtUp(t.app, spent.position);
    expect(await wallet(seller)).toMatchObject({ balanceCents: 1_000 });
    await autoTopUps().completePending();
    expect(await streamTypes(seller.id)).toEqual([
      'WalletToppedUp',
      'AutoTopUpConfigured',
      'WalletSpent',
      'AutoTopUpRequested',
      'WalletToppedUp',
    ]);
    await eventually(async () => expect((await wallet(seller)).balanceCents).toBe(11_000));
    await autoTopUps().completePending();
    expect(await streamTypes(seller.id)).toHaveLength(5);
  });
});
