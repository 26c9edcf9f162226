// The rows of an uploaded CSV or XLSX file as text cells; a file that cannot be read as its type is InvalidSheet.
import type ExcelJS from 'exceljs';
import { csvRows, MalformedCsv } from './csv-rows';
import type { SheetRow } from './sheet-row';

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

async function xlsxRows(bytes: Buffer): Promise<SheetRow[]> {
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
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let c = 1; c < values.length; c++) cells.push(cellText(values[c]));
    rows.push({ row: row.number, cells });
  });
  return rows;
}

export async function sheetRows(bytes: Buffer, kind: SheetKind): Promise<SheetRow[]> {
  if (kind === 'xlsx') return xlsxRows(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidSheet('CSV is not UTF-8 text');
  }
  try {
    return csvRows(text);
  } catch (err) {
    if (err instanceof MalformedCsv) throw new InvalidSheet(err.message);
    throw err;
  }
}
