// The rows of an uploaded CSV or XLSX file as text cells; a file that cannot be read as its type is InvalidSheet, one
// past the limits (sheet-limits.ts) SheetTooBig.
import type ExcelJS from 'exceljs';
import { csvRows, MalformedCsv } from './csv-rows';
import type { SheetRow } from './sheet-row';
import { declaredUnpackedBytes, SheetTooBig, type SheetLimits } from './sheet-limits';

export type SheetKind = 'csv' | 'xlsx';

export class InvalidSheet extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidSheet';
  }
}

/** A cell as the text a user sees: numbers as written, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

async function xlsxRows(bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked !== null && unpacked > limits.unpackedBytes) throw new SheetTooBig(`unpacks to ${unpacked} bytes`);
  // Loaded on first use: most processes never read a workbook, and exceljs is among the heaviest modules to load.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (err) {
    throw new InvalidSheet(`not a readable workbook: ${(err as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (row.number > limits.rows) throw new SheetTooBig(`a row numbered ${row.number}`);
    const cells: string[] = [];
    // Only the cells that exist: a row whose one cell sits in column XFD is one cell, not 16,384.
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const text = cellText(cell.value);
      if (column > limits.columns) {
        if (text !== '') throw new SheetTooBig(`a value in column ${column} of row ${row.number}`);
        return;
      }
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = text;
    });
    rows.push({ row: row.number, cells });
  });
  return rows;
}

export async function sheetRows(bytes: Buffer, kind: SheetKind, limits: SheetLimits): Promise<SheetRow[]> {
  if (kind === 'xlsx') return xlsxRows(bytes, limits);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidSheet('CSV is not UTF-8 text');
  }
  try {
    return csvRows(text, limits);
  } catch (err) {
    if (err instanceof MalformedCsv) throw new InvalidSheet(err.message);
    throw err;
  }
}
