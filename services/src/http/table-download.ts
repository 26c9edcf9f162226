// A table streamed to the response as CSV (formula-safe, UTF-8 with BOM) or Excel (exceljs streaming writer), page by page.
import ExcelJS from 'exceljs';
import type { Response } from 'express';

export interface DownloadColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

export interface TableDownload<Row> {
  format: 'csv' | 'xlsx';
  /** Without extension; the format's one is added. */
  fileName: string;
  sheetName: string;
  columns: readonly DownloadColumn<Row>[];
  /** Excel column width in characters; 20 when not given. */
  columnWidth?: number;
  pages: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;
}

/** Quotes when needed and neutralises spreadsheet formulas (=, +, -, @, tab, CR) in text cells. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function writeTableDownload<Row>(res: Response, table: TableDownload<Row>): Promise<void> {
  const fileName = `${table.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}.${table.format}`;
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  if (table.format === 'csv') {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.write(`\uFEFF${table.columns.map((c) => csvCell(c.header)).join(',')}\r\n`);
    for await (const page of table.pages)
      for (const row of page) res.write(`${table.columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`);
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true });
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.columns = table.columns.map((c) => ({ header: c.header, width: table.columnWidth ?? 20 }));
  for await (const page of table.pages) for (const row of page) sheet.addRow(table.columns.map((c) => c.value(row))).commit();
  sheet.commit();
  await workbook.commit();
}
