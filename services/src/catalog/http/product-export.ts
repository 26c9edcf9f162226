// CSV and Excel downloads of products, written row by row to the response.
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import type { ProductView } from '@ledgerhouse/contracts';

const COLUMNS: { header: string; value: (p: ProductView) => string | number }[] = [
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Title', value: (p) => p.title },
  { header: 'Barcode', value: (p) => p.barcode ?? '' },
  { header: 'Brand', value: (p) => p.brand ?? '' },
  { header: 'Status', value: (p) => p.status },
  { header: 'Price (USD)', value: (p) => (p.priceCents / 100).toFixed(2) },
  { header: 'Total', value: (p) => p.stock.total },
  { header: 'Reserved', value: (p) => p.stock.reserved },
  { header: 'Available', value: (p) => p.stock.available },
  { header: 'Created at (UTC)', value: (p) => p.createdAt },
];

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote when needed, and neutralise spreadsheet formulas (=, +, -, @) in text cells.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function writeProductExport(res: Response, format: 'csv' | 'xlsx', pages: AsyncIterable<ProductView[]>): Promise<void> {
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="products-${stamp}.csv"`);
    res.write(`\uFEFF${COLUMNS.map((c) => csvCell(c.header)).join(',')}\r\n`);
    for await (const page of pages) for (const p of page) res.write(`${COLUMNS.map((c) => csvCell(c.value(p))).join(',')}\r\n`);
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="products-${stamp}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true });
  const sheet = workbook.addWorksheet('Products');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: 18 }));
  for await (const page of pages) for (const p of page) sheet.addRow(COLUMNS.map((c) => c.value(p))).commit();
  sheet.commit();
  await workbook.commit();
}
