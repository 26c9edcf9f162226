// CSV and Excel downloads of products, written row by row to the response.
import type { Response } from 'express';
import type { ProductView } from '@ledgerhouse/contracts';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';

const COLUMNS: DownloadColumn<ProductView>[] = [
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

export function writeProductExport(res: Response, format: 'csv' | 'xlsx', pages: AsyncIterable<ProductView[]>): Promise<void> {
  const stamp = new Date().toISOString().slice(0, 10);
  return writeTableDownload(res, {
    format,
    fileName: `products-${stamp}`,
    sheetName: 'Products',
    columns: COLUMNS,
    columnWidth: 18,
    pages,
  });
}
