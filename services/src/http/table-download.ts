// A table streamed to the response as CSV (formula-safe, UTF-8 with BOM) or Excel (exceljs streaming writer), page by
// page, with the header row in the request's language (Accept-Language) and money as summable numbers in Excel.
import type { Response } from 'express';
import { wallClockIn, type Locale } from '@ledgerhouse/contracts';
import { localeOf } from './error-body';

export interface DownloadColumn<Row> {
  /** Stable in every language: names the Excel column; only the header is translated. */
  key: string;
  header: Record<Locale, string>;
  /** With `money`, an amount in cents; `locale` for text worded in the report's language. */
  value: (row: Row, locale: Locale) => string | number;
  /** CSV writes dollars with two decimals; Excel a number in dollars with a currency format, so it sums. */
  money?: boolean;
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

export const MONEY_FORMAT = '"$"#,##0.00';

/** Quotes when needed and neutralises spreadsheet formulas (=, +, -, @, tab, CR) in text cells. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant on the reader's wall clock, `2026-11-05 14:30:00`, for a column whose header names the zone. */
export function wallClockText(at: string | Date, timeZone: string): string {
  const c = wallClockIn(new Date(at), timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** A money column's cell; '' (a row with no amount there) stays empty. */
const dollars = (cents: string | number) => (cents === '' ? '' : Number(cents) / 100);

export async function writeTableDownload<Row>(res: Response, table: TableDownload<Row>): Promise<void> {
  const locale = localeOf(res.req.headers['accept-language']);
  const headers = table.columns.map((c) => c.header[locale]);
  const fileName = `${table.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}.${table.format}`;
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Content-Language', locale);
  if (table.format === 'csv') {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    // Money is our own number (a negative amount is no formula): written as is, never neutralised.
    const cell = (c: DownloadColumn<Row>, row: Row) => {
      if (!c.money) return csvCell(c.value(row, locale));
      const money = dollars(c.value(row, locale));
      return typeof money === 'number' ? money.toFixed(2) : money;
    };
    res.write(`\uFEFF${headers.map(csvCell).join(',')}\r\n`);
    for await (const page of table.pages) for (const row of page) res.write(`${table.columns.map((c) => cell(c, row)).join(',')}\r\n`);
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const { default: excel } = await import('exceljs'); // loaded on first use: heavy, and most processes never write one
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true });
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.columns = table.columns.map((c, i) => ({ header: headers[i], key: c.key, width: table.columnWidth ?? 20 }));
  for await (const page of table.pages)
    for (const row of page) {
      const added = sheet.addRow(table.columns.map((c) => (c.money ? dollars(c.value(row, locale)) : c.value(row, locale))));
      table.columns.forEach((c, i) => {
        if (c.money) added.getCell(i + 1).numFmt = MONEY_FORMAT;
      });
      added.commit();
    }
  sheet.commit();
  await workbook.commit();
}
