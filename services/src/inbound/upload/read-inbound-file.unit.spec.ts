// The upload parser on real files: each problem of spec 5 from a CSV or an XLSX made in the test, with its row as
// the spreadsheet shows it.
import type { ProductBySku } from '../../catalog/queries/find-own-products-by-sku.query';
import { inboundCsv, inboundXlsx, TEMPLATE_HEADER, type Cell } from '../../../../test/support/inbound-files';
import { readInboundFile } from './read-inbound-file';

const product = (sku: string, extra: Partial<ProductBySku> = {}): ProductBySku => ({
  productId: `id-${sku}`,
  sku,
  title: `Title ${sku}`,
  barcode: `BC-${sku}`,
  countryOfOrigin: null,
  dimensions: null,
  weight: null,
  ...extra,
});
const catalog = [
  product('TEA-1'),
  product('MUG-2', { countryOfOrigin: 'CN', weight: { value: 300, unit: 'g' } }),
  product('Cup-3', { barcode: null }),
];
const find = async (skus: string[]) => catalog.filter((p) => skus.some((s) => s.toLowerCase() === p.sku.toLowerCase()));

const files = {
  csv: async (rows: Cell[][]) => ({ bytes: inboundCsv(rows), kind: 'csv' as const }),
  xlsx: async (rows: Cell[][]) => ({ bytes: await inboundXlsx(rows), kind: 'xlsx' as const }),
};

const read = async (format: keyof typeof files, rows: Cell[][]) => {
  const file = await files[format](rows);
  return readInboundFile(file.bytes, file.kind, find);
};
const problemsOf = async (format: keyof typeof files, rows: Cell[][]) =>
  (await read(format, rows)).problems.map((p) => [p.code, p.row, p.column, ...(p.firstRow ? [p.firstRow] : [])]);

describe.each(['csv', 'xlsx'] as const)('reading an inbound %s file', (format) => {
  it('gives the lines, filling blanks from the product and reading units and countries', async () => {
    const result = await read(format, [
      TEMPLATE_HEADER,
      ['TEA-1', 10, '4006381333931', 30, 20, '10.5', 'cm', '1,5', 'kg', 'de'],
      ['mug-2', '3', null, null, null, null, null, null, null, null],
    ]);
    expect(result.problems).toEqual([]);
    expect(result.lines).toEqual([
      {
        productId: 'id-TEA-1',
        sku: 'TEA-1',
        title: 'Title TEA-1',
        quantity: 10,
        barcode: '4006381333931',
        packageSize: { length: 30, width: 20, height: 10.5, unit: 'cm' },
        weight: { value: 1.5, unit: 'kg' },
        countryOfOrigin: 'DE',
      },
      {
        productId: 'id-MUG-2',
        sku: 'MUG-2',
        title: 'Title MUG-2',
        quantity: 3,
        barcode: 'BC-MUG-2',
        packageSize: null,
        weight: { value: 300, unit: 'g' },
        countryOfOrigin: 'CN',
      },
    ]);
  });

  it('reports a SKU that is not among the products, at its row', async () => {
    expect(await problemsOf(format, [TEMPLATE_HEADER, ['TEA-1', 1, 'B1'], ['NOPE-9', 2, 'B2']])).toEqual([
      ['INBOUND_FILE_SKU_NOT_FOUND', 3, 'sku'],
    ]);
  });

  it('reports a repeated SKU (in any case) at the repeat, naming the first row', async () => {
    expect(await problemsOf(format, [TEMPLATE_HEADER, ['TEA-1', 1, 'B1'], ['MUG-2', 1, 'B2'], ['tea-1', 2, 'B3']])).toEqual([
      ['INBOUND_FILE_DUPLICATE_SKU', 4, 'sku', 2],
    ]);
  });

  it('reports a row without a SKU, counting a blank row in between like the spreadsheet does', async () => {
    expect(await problemsOf(format, [TEMPLATE_HEADER, ['TEA-1', 1, 'B1'], [], [null, 4, 'X']])).toEqual([
      ['INBOUND_FILE_MISSING_SKU', 4, 'sku'],
    ]);
  });

  it('reports invalid data with its column: quantity, sizes, units, weight, country, and a barcode nowhere to be found', async () => {
    const problems = await problemsOf(format, [
      TEMPLATE_HEADER,
      ['TEA-1', 'ten', null, null, null, null, null, null, null, null],
      ['MUG-2', 0, null, 10, null, 5, 'furlong', null, null, null],
      ['Cup-3', 2, null, null, null, null, null, 5, null, 'XX'],
    ]);
    expect(problems).toEqual([
      ['INBOUND_FILE_INVALID_DATA', 2, 'quantity'],
      ['INBOUND_FILE_INVALID_DATA', 3, 'quantity'],
      ['INBOUND_FILE_INVALID_DATA', 3, 'width'],
      ['INBOUND_FILE_INVALID_DATA', 3, 'sizeUnit'],
      ['INBOUND_FILE_INVALID_DATA', 4, 'weightUnit'],
      ['INBOUND_FILE_INVALID_DATA', 4, 'countryOfOrigin'],
    ]);
    expect(await problemsOf(format, [TEMPLATE_HEADER, ['Cup-3', 2]])).toEqual([['INBOUND_FILE_INVALID_DATA', 2, 'barcode']]);
  });

  it('reports each missing required column, and reads headers in Russian or in any case and spacing', async () => {
    expect(
      await problemsOf(format, [
        ['SKU', 'Barcode'],
        ['TEA-1', 'X'],
      ]),
    ).toEqual([['INBOUND_FILE_MISSING_COLUMN', null, 'quantity']]);
    expect(await problemsOf(format, [['Weight'], ['1']])).toEqual([
      ['INBOUND_FILE_MISSING_COLUMN', null, 'sku'],
      ['INBOUND_FILE_MISSING_COLUMN', null, 'quantity'],
      ['INBOUND_FILE_MISSING_COLUMN', null, 'barcode'],
    ]);
    const russian = await read(format, [
      ['sku', ' КОЛИЧЕСТВО ', 'Штрихкод'],
      ['TEA-1', 4, 'B1'],
    ]);
    expect(russian.lines.map((l) => [l.sku, l.quantity, l.barcode])).toEqual([['TEA-1', 4, 'B1']]);
  });

  it('reports an empty file: a header without product rows, or nothing at all', async () => {
    expect(await problemsOf(format, [TEMPLATE_HEADER])).toEqual([['INBOUND_FILE_EMPTY', null, null]]);
    expect(await problemsOf(format, [])).toEqual([['INBOUND_FILE_EMPTY', null, null]]);
  });
});

describe('files that are not what they claim', () => {
  it('reports a zip that is not a workbook, and a broken workbook, as an invalid file', async () => {
    const workbook = await inboundXlsx([TEMPLATE_HEADER, ['TEA-1', 1, 'B']]);
    for (const bytes of [
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/ not really a zip')]),
      workbook.subarray(0, workbook.length / 2),
    ])
      expect((await readInboundFile(bytes, 'xlsx', find)).problems.map((p) => p.code)).toEqual(['INBOUND_FILE_INVALID']);
  });

  it('reports a CSV with an unclosed quote, or not in UTF-8, as an invalid file', async () => {
    for (const bytes of [Buffer.from('SKU,Quantity,Barcode\n"TEA-1,1,B\n'), Buffer.from([0x53, 0x4b, 0x55, 0x0a, 0xff, 0xfe])])
      expect((await readInboundFile(bytes, 'csv', find)).problems.map((p) => p.code)).toEqual(['INBOUND_FILE_INVALID']);
  });

  it('reads a semicolon CSV with a byte order mark, quoted cells and a line break inside a cell', async () => {
    const bytes = inboundCsv(
      [
        ['SKU', 'Quantity', 'Barcode', 'Comment'],
        ['TEA-1', 2, 'B;1', 'two\nlines'],
        ['nope', 1, 'B2', ''],
      ],
      ';',
      true,
    );
    const result = await readInboundFile(bytes, 'csv', find);
    expect(result.problems.map((p) => [p.code, p.row])).toEqual([['INBOUND_FILE_SKU_NOT_FOUND', 3]]);
  });
});
