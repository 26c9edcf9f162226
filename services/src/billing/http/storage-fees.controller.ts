import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { storageFeeRoutes as routes, type StorageFeeView } from '@ledgerhouse/contracts';
import type { Page } from '../../channels/queries/list-integration-requests.query';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../identity/http/current-user';
import { monthOf } from '../domain/subscription-period';
import { GetCurrentStorage, ListStorageFees } from '../queries/storage-fee-queries';

const COLUMNS: DownloadColumn<StorageFeeView>[] = [
  { key: 'period', header: { 'en-US': 'Period', 'ru-RU': 'Период' }, value: (f) => f.period },
  { key: 'averageDailyVolume', header: { 'en-US': 'Average daily volume (ft³)', 'ru-RU': 'Средний дневной объём (фут³)' }, value: (f) => f.averageDailyCubicFeet },
  { key: 'price', header: { 'en-US': 'Price (USD)', 'ru-RU': 'Стоимость (USD)' }, value: (f) => f.priceCents, money: true },
  { key: 'paid', header: { 'en-US': 'Paid', 'ru-RU': 'Оплачено' }, value: (f) => (f.paid ? 'yes' : 'no') },
  { key: 'chargedAt', header: { 'en-US': 'Charged at (UTC)', 'ru-RU': 'Списано (UTC)' }, value: (f) => f.at },
];

@Controller()
export class StorageFeesController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.list)
  list(@CurrentUserId() userId: string, @ValidQuery(routes.list) query: { page: number; pageSize: number }) {
    return this.queries.execute(new ListStorageFees(userId, query.page, query.pageSize));
  }

  @ContractRoute(routes.current)
  current(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetCurrentStorage(userId));
  }

  /** The months whose period falls between `from` and `to` (by their UTC month), oldest first. */
  @ContractRoute(routes.report)
  async report(@CurrentUserId() userId: string, @ValidQuery(routes.report) query: { format: 'csv' | 'xlsx'; from: string; to: string }, @Res() res: Response) {
    const months = { from: monthOf(new Date(query.from)), to: monthOf(new Date(query.to)) };
    const page: Page<StorageFeeView> = await this.queries.execute(new ListStorageFees(userId, 1, 1000, months));
    const rows = [...page.items].reverse();
    await writeTableDownload(res, { format: query.format, fileName: `storage-fees-${months.from}-${months.to}`, sheetName: 'Storage fees', columns: COLUMNS, pages: [rows] });
  }
}
