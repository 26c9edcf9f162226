// Stock over a period as CSV or Excel: every change in the period (not only the chart's first ones), page by page.
import type { Response } from 'express';
import type { QueryBus } from '@nestjs/cqrs';
import type { StockPoint, StockSeries } from '@ledgerhouse/contracts';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { GetStockSeries, type StockSeriesFilter } from '../queries/get-stock-series';

const PAGE_SIZE = 2000;

const COLUMNS: DownloadColumn<StockPoint>[] = [
  { key: 'date', header: { 'en-US': 'Date (UTC)', 'ru-RU': 'Дата (UTC)' }, value: (p) => p.at },
  { key: 'sku', header: { 'en-US': 'SKU', 'ru-RU': 'SKU' }, value: (p) => p.sku ?? p.productId },
  { key: 'cause', header: { 'en-US': 'Cause', 'ru-RU': 'Причина' }, value: (p) => p.cause },
  { key: 'document', header: { 'en-US': 'Document', 'ru-RU': 'Документ' }, value: (p) => p.document?.number ?? p.documentId },
  { key: 'total', header: { 'en-US': 'Total', 'ru-RU': 'Всего' }, value: (p) => p.total },
  { key: 'reserved', header: { 'en-US': 'Reserved', 'ru-RU': 'Зарезервировано' }, value: (p) => p.reserved },
  { key: 'available', header: { 'en-US': 'Available', 'ru-RU': 'Доступно' }, value: (p) => p.available },
];
const CUBIC_FEET: DownloadColumn<StockPoint> = {
  key: 'cubicFeet',
  header: { 'en-US': 'Cubic feet stored', 'ru-RU': 'Хранится, куб. футов' },
  value: (p) => p.cubicFeet ?? '',
};

export async function writeStockReport(
  res: Response,
  queries: QueryBus,
  sellerId: string,
  query: StockSeriesFilter & { format: 'csv' | 'xlsx' },
): Promise<void> {
  const filter = { productId: query.productId, from: query.from, to: query.to };
  // The first page is read before any byte is written, so a stranger's product still answers 404.
  const first: StockSeries = await queries.execute(new GetStockSeries(sellerId, filter, { offset: 0, limit: PAGE_SIZE }));
  async function* pages(): AsyncIterable<StockPoint[]> {
    let page = first;
    for (let offset = PAGE_SIZE; ; offset += PAGE_SIZE) {
      yield page.points;
      if (!page.truncated) return;
      page = await queries.execute(new GetStockSeries(sellerId, filter, { offset, limit: PAGE_SIZE }));
    }
  }
  await writeTableDownload(res, {
    format: query.format,
    fileName: `stock-${query.productId ? (first.points[0]?.sku ?? 'product') : 'all'}-${query.from.slice(0, 10)}_${query.to.slice(0, 10)}`,
    sheetName: 'Stock',
    columns: query.productId ? COLUMNS : [...COLUMNS, CUBIC_FEET],
    pages: pages(),
  });
}
