// The wizard's step 2 filled from a CSV or XLSX file (spec 5), and the template to fill. Rows are numbered as a
// spreadsheet shows them: the header is row 1, the first product row 2.
import { z } from 'zod';
import type { InboundLine } from '../events/inbound';
import { LENGTH_UNITS, WEIGHT_UNITS } from '../units';
import { defineRoute } from './route';

/** The file's columns, in template order; `required` ones must be present as headers. */
export const INBOUND_FILE_COLUMNS = [
  { key: 'sku', required: true, header: { 'en-US': 'SKU', 'ru-RU': 'SKU' } },
  { key: 'quantity', required: true, header: { 'en-US': 'Quantity', 'ru-RU': 'Количество' } },
  { key: 'barcode', required: true, header: { 'en-US': 'Barcode', 'ru-RU': 'Штрихкод' } },
  { key: 'length', required: false, header: { 'en-US': 'Length', 'ru-RU': 'Длина' } },
  { key: 'width', required: false, header: { 'en-US': 'Width', 'ru-RU': 'Ширина' } },
  { key: 'height', required: false, header: { 'en-US': 'Height', 'ru-RU': 'Высота' } },
  { key: 'sizeUnit', required: false, header: { 'en-US': 'Size unit', 'ru-RU': 'Единица размера' } },
  { key: 'weight', required: false, header: { 'en-US': 'Weight', 'ru-RU': 'Вес' } },
  { key: 'weightUnit', required: false, header: { 'en-US': 'Weight unit', 'ru-RU': 'Единица веса' } },
  { key: 'countryOfOrigin', required: false, header: { 'en-US': 'Country of origin', 'ru-RU': 'Страна происхождения' } },
] as const;
export type InboundFileColumn = (typeof INBOUND_FILE_COLUMNS)[number]['key'];

/** Problems a file can have; each is also an error code (contracts/src/errors.ts) with its message. */
export const INBOUND_FILE_PROBLEMS = [
  'INBOUND_FILE_SKU_NOT_FOUND',
  'INBOUND_FILE_DUPLICATE_SKU',
  'INBOUND_FILE_MISSING_SKU',
  'INBOUND_FILE_INVALID_DATA',
  'INBOUND_FILE_MISSING_COLUMN',
  'INBOUND_FILE_INVALID',
  'INBOUND_FILE_EMPTY',
  'INBOUND_FILE_TOO_BIG',
] as const;
/** What a wizard file may hold: rows (the header included), columns with a value, and bytes once unpacked (XLSX). */
export const INBOUND_FILE_LIMITS = { rows: 10_001, columns: 50, unpackedMb: 50 } as const;
export type InboundFileProblemCode = (typeof INBOUND_FILE_PROBLEMS)[number];

/** One problem: `row` as the spreadsheet shows it (null for the whole file), `column` by its template key. */
export const inboundFileProblem = z.object({
  code: z.enum(INBOUND_FILE_PROBLEMS),
  message: z.string(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  sku: z.string().nullable(),
});
export type InboundFileProblem = z.infer<typeof inboundFileProblem>;

/**
 * The 422 answer's `details`. Its `code` is INBOUND_FILE_INVALID, INBOUND_FILE_EMPTY, INBOUND_FILE_TOO_BIG or
 * INBOUND_FILE_MISSING_COLUMN
 * when the file as a whole cannot be read, else INBOUND_FILE_HAS_ERRORS; every problem is listed either way.
 */
export const inboundFileErrorDetails = z.object({ problems: z.array(inboundFileProblem) });
export type InboundFileErrorDetails = z.infer<typeof inboundFileErrorDetails>;

export const uploadedInboundLine = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int().positive(),
  barcode: z.string(),
  packageSize: z
    .object({ length: z.number().positive(), width: z.number().positive(), height: z.number().positive(), unit: z.enum(LENGTH_UNITS) })
    .nullable(),
  weight: z.object({ value: z.number().positive(), unit: z.enum(WEIGHT_UNITS) }).nullable(),
  countryOfOrigin: z.string().nullable(),
});
export type UploadedInboundLine = z.infer<typeof uploadedInboundLine>;
/** A line from the file is a line of the shipment as it is (plus SKU and title for display). */
export const asInboundLine = (line: UploadedInboundLine): InboundLine => line;

export const INBOUND_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;

export const inboundUploadRoutes = {
  /** multipart/form-data with one `file` (CSV or XLSX, at most MAX_FILE_BYTES); 422 lists every problem by row. */
  linesFromFile: defineRoute({
    method: 'POST',
    path: '/inbound-shipments/lines-from-file',
    summary: 'Read the wizard\'s product lines from a CSV or XLSX file (multipart field "file")',
    tag: 'inbound-shipments',
    response: z.object({ lines: z.array(uploadedInboundLine) }),
    multipart: { field: 'file', maxFiles: 1 },
  }),
  linesTemplate: defineRoute({
    method: 'GET',
    path: '/inbound-shipments/lines-template',
    summary: 'The file template for the upload, with headers in your language and one example row',
    tag: 'inbound-shipments',
    query: z.object({ format: z.enum(INBOUND_TEMPLATE_FORMATS).default('xlsx') }),
    response: z.string(),
  }),
};
