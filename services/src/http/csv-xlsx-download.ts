// Any table as a CSV (formula-safe, UTF-8 with BOM) or Excel download, written row by row to the response.
import ExcelJS from 'exceljs';
import type { Response } from 'express';

export interface DownloadColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

export interface TableDownload<Row> {
  format: 'csv' | 'xlsx';
  /** Without extension, e.g. `storage-fees-2027-01-2027-03`. */
  filename: string;
  sheetName: string;
  columns: DownloadColumn<Row>[];
  rows: AsyncIterable<Row[]> | Row[][];
}

/** Quotes when needed and neutralises spreadsheet formulas (=, +, -, @) in text cells. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function writeTableDownload<Row>(res: Response, table: TableDownload<Row>): Promise<void> {
  const { format, filename, columns } = table;
  if (format === 'csv') {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}.csv"`);
    res.write(`\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`);
    for await (const page of table.rows) for (const row of page) res.write(`${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`);
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true });
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: 20 }));
  for await (const page of table.rows) for (const row of page) sheet.addRow(columns.map((c) => c.value(row))).commit();
  sheet.commit();
  await workbook.commit();
}
