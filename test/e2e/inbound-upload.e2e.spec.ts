// The wizard's step 2 from an uploaded file, over HTTP: lines from a seller's own products, every problem of spec 5
// at its spreadsheet row and in the request's language, and the template in both formats.
import ExcelJS from 'exceljs';
import { bearer, newSeller, type Account } from '../support/accounts';
import { createProduct, newProduct } from '../support/catalog';
import { inboundCsv, inboundXlsx, TEMPLATE_HEADER, type Cell } from '../support/inbound-files';
import { downloadBytes, uploadFiles, type UploadPart } from '../support/multipart';
import { startTestApp, type TestApp } from '../support/test-app';
import { handMadeXlsx, inlineCell } from '../support/zip';

const PATH = '/api/inbound-shipments/lines-from-file';
let app: TestApp;
let seller: Account;
let other: Account;
let teaId: string;
beforeAll(async () => {
  app = await startTestApp();
  [seller, other] = [await newSeller(app), await newSeller(app)];
  teaId = await createProduct(
    app,
    bearer(seller),
    newProduct('TEA-1', { title: 'Green tea', barcode: '4006381333931', countryOfOrigin: 'CN' }),
  );
  await createProduct(app, bearer(seller), newProduct('MUG-2', { title: 'Mug' }));
  await createProduct(app, bearer(other), newProduct('OTHER-9', { title: "Another seller's" }));
});
afterAll(() => app.close());

const send = (parts: UploadPart[], headers: Record<string, string> = {}, account = seller) =>
  uploadFiles(app, PATH, 'file', parts, { ...bearer(account), ...headers });
const csvFile = (rows: Cell[][]): UploadPart[] => [{ name: 'products.csv', bytes: inboundCsv(rows), type: 'text/csv' }];
const problems = (body: { details: { problems: { code: string; row: number | null; column: string | null }[] } }) =>
  body.details.problems.map((p) => [p.code, p.row, p.column]);

describe('inbound lines from a file', () => {
  it('answers the lines of an XLSX file, filled from the seller’s products where the file leaves blanks', async () => {
    const bytes = await inboundXlsx([TEMPLATE_HEADER, ['TEA-1', 12, null, 30, 20, 10, 'cm', 2, 'kg', null], ['mug-2', 1, 'MUG-BC']]);
    const res = await send([{ name: 'products.xlsx', bytes }]);
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([
      {
        productId: teaId,
        sku: 'TEA-1',
        title: 'Green tea',
        quantity: 12,
        barcode: '4006381333931',
        packageSize: { length: 30, width: 20, height: 10, unit: 'cm' },
        weight: { value: 2, unit: 'kg' },
        countryOfOrigin: 'CN',
      },
      expect.objectContaining({ sku: 'MUG-2', quantity: 1, barcode: 'MUG-BC', packageSize: null, weight: null, countryOfOrigin: null }),
    ]);
  });

  it("treats another seller's SKU as not found, at its row", async () => {
    const res = await send(csvFile([TEMPLATE_HEADER, ['TEA-1', 1, 'B1'], ['OTHER-9', 1, 'B2']]));
    expect([res.status, res.body.code]).toEqual([422, 'INBOUND_FILE_HAS_ERRORS']);
    expect(res.body.details.problems).toEqual([
      {
        code: 'INBOUND_FILE_SKU_NOT_FOUND',
        row: 3,
        column: 'sku',
        sku: 'OTHER-9',
        message: 'Row 3: SKU OTHER-9 not found among your products',
      },
    ]);
  });

  it('lists every row problem at once: duplicate, missing SKU, invalid data by column (worded in Russian on request)', async () => {
    const res = await send(
      csvFile([
        TEMPLATE_HEADER,
        ['TEA-1', 1, 'B1'],
        ['TEA-1', 2, 'B1'],
        [null, 3, 'B3'],
        ['MUG-2', -4, 'B4', null, null, null, null, 3, 'stone'],
      ]),
      { 'Accept-Language': 'ru-RU' },
    );
    expect([res.status, res.body.code]).toEqual([422, 'INBOUND_FILE_HAS_ERRORS']);
    expect(problems(res.body)).toEqual([
      ['INBOUND_FILE_DUPLICATE_SKU', 3, 'sku'],
      ['INBOUND_FILE_MISSING_SKU', 4, 'sku'],
      ['INBOUND_FILE_INVALID_DATA', 5, 'quantity'],
      ['INBOUND_FILE_INVALID_DATA', 5, 'weightUnit'],
    ]);
    expect(res.body.details.problems.map((p: { message: string }) => p.message)).toEqual([
      'Строка 3: SKU TEA-1 повторяется (впервые в строке 2)',
      'Строка 4: не указан SKU',
      'Строка 5: неверные данные в столбце «Количество»',
      'Строка 5: неверные данные в столбце «Единица веса»',
    ]);
  });

  it('names a missing required column', async () => {
    const res = await send(
      csvFile([
        ['SKU', 'Barcode'],
        ['TEA-1', 'B1'],
      ]),
    );
    expect([res.status, res.body.code, res.body.message]).toEqual([
      422,
      'INBOUND_FILE_MISSING_COLUMN',
      'Required column "Quantity" is missing',
    ]);
    expect(problems(res.body)).toEqual([['INBOUND_FILE_MISSING_COLUMN', null, 'quantity']]);
  });

  it('calls a file it cannot read invalid: a PDF, a program, a broken workbook', async () => {
    const workbook = await inboundXlsx([TEMPLATE_HEADER, ['TEA-1', 1, 'B1']]);
    for (const bytes of [
      Buffer.from('%PDF-1.7\n...'),
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]),
      workbook.subarray(0, 2000),
    ]) {
      const res = await send([{ name: 'products.xlsx', bytes }]);
      expect([res.status, res.body.code, problems(res.body)]).toEqual([
        422,
        'INBOUND_FILE_INVALID',
        [['INBOUND_FILE_INVALID', null, null]],
      ]);
    }
  });

  it('refuses a workbook with values far right (column XFD on 5,000 rows) as too big, answering health meanwhile', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => `<row r="${i + 1}">${inlineCell(`XFD${i + 1}`, 'x')}</row>`).join('');
    const upload = send([{ name: 'wide.xlsx', bytes: handMadeXlsx(rows) }]);
    let answered = false;
    void upload.finally(() => (answered = true));
    // The workbook is read off the event loop: the server answers other requests while it works.
    const health = await fetch(`${app.url}/api/health`);
    expect([health.status, answered]).toEqual([200, false]);
    const res = await upload;
    expect([res.status, res.body.code, problems(res.body)]).toEqual([422, 'INBOUND_FILE_TOO_BIG', [['INBOUND_FILE_TOO_BIG', null, null]]]);
    expect(res.body.message).toBe(
      'The file is too big to read: at most 10000 rows, 50 columns with values and 50 MB unpacked. Remove unused rows and cells, or split it',
    );
  });

  it('refuses a small workbook that unpacks to 60 MB before reading it, with a short answer', async () => {
    const bytes = handMadeXlsx(`<row r="1">${inlineCell('A1', 'a'.repeat(60 * 1024 * 1024))}</row>`);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const res = await send([{ name: 'bomb.xlsx', bytes }], { 'Accept-Language': 'ru' });
    expect([res.status, res.body.code]).toEqual([422, 'INBOUND_FILE_TOO_BIG']);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(64 * 1024);
  });

  it('names a 9 MB cell by its first 64 characters, keeping the whole answer under 64 KB', async () => {
    const huge = `SKU-${'z'.repeat(9 * 1024 * 1024)}`;
    const res = await send(csvFile([TEMPLATE_HEADER, [huge, 1, 'B1']]));
    expect([res.status, res.body.code]).toEqual([422, 'INBOUND_FILE_HAS_ERRORS']);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(64 * 1024);
    expect(res.body.details.problems[0].sku).toBe(`${huge.slice(0, 64)}…`);
  });

  it('lists at most 200 problems of a file full of long unknown SKUs, under 64 KB in either language', async () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => [`UNKNOWN-${String(i).padStart(5, '0')}-${'q'.repeat(50)}`, 1, 'B1']);
    for (const language of ['en', 'ru']) {
      const res = await send(csvFile([TEMPLATE_HEADER, ...rows]), { 'Accept-Language': language });
      expect([res.status, res.body.code, res.body.details.problems.length]).toEqual([422, 'INBOUND_FILE_HAS_ERRORS', 200]);
      expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(64 * 1024);
    }
  });

  it('refuses a CSV with a value beyond column 50 as too big', async () => {
    const wide = [...Array(50).fill(''), 'stray'];
    const res = await send(csvFile([TEMPLATE_HEADER, ['TEA-1', 1, 'B1'], wide]));
    expect([res.status, res.body.code]).toEqual([422, 'INBOUND_FILE_TOO_BIG']);
  });

  it('calls a file empty when it has no bytes, or a header and no product rows', async () => {
    for (const bytes of [Buffer.alloc(0), inboundCsv([TEMPLATE_HEADER])]) {
      const res = await send([{ name: 'products.csv', bytes }]);
      expect([res.status, res.body.code, res.body.message]).toEqual([
        422,
        'INBOUND_FILE_EMPTY',
        'The file is empty: add at least one product row',
      ]);
    }
  });

  it('asks for the file when none is sent', async () => {
    const res = await uploadFiles(app, PATH, 'files', csvFile([TEMPLATE_HEADER, ['TEA-1', 1, 'B1']]), bearer(seller));
    expect([res.status, res.body.code]).toEqual([400, 'FILE_REQUIRED']);
  });

  it('offers the template as CSV and XLSX with headers in the seller’s language and one example row, readable back', async () => {
    const csv = await downloadBytes(app, '/api/inbound-shipments/lines-template?format=csv', {
      ...bearer(seller),
      'Accept-Language': 'ru-RU',
    });
    expect(csv.status).toBe(200);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('SKU,Количество,Штрихкод,Длина,Ширина,Высота,Единица размера,Вес,Единица веса,Страна происхождения');
    expect(lines).toHaveLength(2);

    const xlsx = await downloadBytes(app, '/api/inbound-shipments/lines-template?format=xlsx', bearer(seller));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(TEMPLATE_HEADER);

    for (const [name, bytes] of [
      ['template.csv', csv.bytes],
      ['template.xlsx', xlsx.bytes],
    ] as const) {
      const res = await send([{ name, bytes }]);
      expect([res.status, problems(res.body)]).toEqual([422, [['INBOUND_FILE_SKU_NOT_FOUND', 2, 'sku']]]);
    }
  });
});
