// CSV and Excel downloads of products, written row by row to the response.
import type { Response } from 'express';
import type { ProductView } from '@ledgerhouse/contracts';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';

const COLUMNS: DownloadColumn<ProductView>[] = [
  { key: 'sku', header: { 'en-US': 'SKU', 'ru-RU': 'Артикул' }, value: (p) => p.sku },
  { key: 'title', header: { 'en-US': 'Title', 'ru-RU': 'Название' }, value: (p) => p.title },
  { key: 'barcode', header: { 'en-US': 'Barcode', 'ru-RU': 'Штрихкод' }, value: (p) => p.barcode ?? '' },
  { key: 'brand', header: { 'en-US': 'Brand', 'ru-RU': 'Бренд' }, value: (p) => p.brand ?? '' },
  { key: 'status', header: { 'en-US': 'Status', 'ru-RU': 'Статус' }, value: (p) => p.status },
  { key: 'price', header: { 'en-US': 'Price (USD)', 'ru-RU': 'Цена (USD)' }, value: (p) => p.priceCents, money: true },
  { key: 'total', header: { 'en-US': 'Total', 'ru-RU': 'Всего' }, value: (p) => p.stock.total },
  { key: 'reserved', header: { 'en-US': 'Reserved', 'ru-RU': 'Зарезервировано' }, value: (p) => p.stock.reserved },
  { key: 'available', header: { 'en-US': 'Available', 'ru-RU': 'Доступно' }, value: (p) => p.stock.available },
  { key: 'createdAt', header: { 'en-US': 'Created at (UTC)', 'ru-RU': 'Создан (UTC)' }, value: (p) => p.createdAt },
];

export function writeProductExport(res: Response, format: 'csv' | 'xlsx', pages: AsyncIterable<ProductView[]>, now: Date): Promise<void> {
  const stamp = now.toISOString().slice(0, 10);
  return writeTableDownload(res, {
    format,
    fileName: `products-${stamp}`,
    sheetName: 'Products',
    columns: COLUMNS,
    columnWidth: 18,
    pages,
  });
}
