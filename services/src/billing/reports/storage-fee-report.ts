// The storage fee report: the months whose period falls between `from` and `to` (by their UTC month), oldest first.
import type { Response } from 'express';
import type { QueryBus } from '@nestjs/cqrs';
import { storageFeeRoutes, type Page, type QueryOf, type StorageFeeView } from '@ledgerhouse/contracts';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { monthOf } from '../domain/subscription-period';
import { ListStorageFees } from '../queries/storage-fee-queries';

export type StorageFeeReportQuery = QueryOf<typeof storageFeeRoutes.report>;

const COLUMNS: DownloadColumn<StorageFeeView>[] = [
  { key: 'period', header: { 'en-US': 'Period', 'ru-RU': 'Период' }, value: (f) => f.period },
  {
    key: 'averageDailyVolume',
    header: { 'en-US': 'Average daily volume (ft³)', 'ru-RU': 'Средний дневной объём (фут³)' },
    value: (f) => f.averageDailyCubicFeet,
  },
  { key: 'price', header: { 'en-US': 'Price (USD)', 'ru-RU': 'Стоимость (USD)' }, value: (f) => f.priceCents, money: true },
  { key: 'paid', header: { 'en-US': 'Paid', 'ru-RU': 'Оплачено' }, value: (f) => (f.paid ? 'yes' : 'no') },
  { key: 'chargedAt', header: { 'en-US': 'Charged at (UTC)', 'ru-RU': 'Списано (UTC)' }, value: (f) => f.at },
];

export async function writeStorageFeeReport(res: Response, queries: QueryBus, userId: string, query: StorageFeeReportQuery): Promise<void> {
  const months = { from: monthOf(new Date(query.from)), to: monthOf(new Date(query.to)) };
  const page: Page<StorageFeeView> = await queries.execute(new ListStorageFees(userId, 1, 1000, months));
  const rows = [...page.items].reverse();
  await writeTableDownload(res, {
    format: query.format,
    fileName: `storage-fees-${months.from}-${months.to}`,
    sheetName: 'Storage fees',
    columns: COLUMNS,
    pages: [rows],
  });
}
