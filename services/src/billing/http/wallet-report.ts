// The wallet report of spec 7: top-ups or spendings of a period, as CSV or Excel.
import type { Response } from 'express';
import type { QueryBus } from '@nestjs/cqrs';
import type { SpendingView, TopUpView } from '@ledgerhouse/contracts';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { ListWalletSpendings, ListWalletTopUps, type Page } from '../queries/wallet-queries';

export interface WalletReportQuery {
  category: 'TOPUPS' | 'SPENDINGS';
  format: 'csv' | 'xlsx';
  from: string;
  to: string;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

const TOP_UP_COLUMNS: DownloadColumn<TopUpView>[] = [
  { header: 'Date (UTC)', value: (t) => t.at },
  { header: 'Added by', value: (t) => (t.source === 'BY_STAFF' ? `BY_STAFF ${t.addedBy ?? ''}`.trim() : t.source) },
  { header: 'Amount (USD)', value: (t) => dollars(t.amountCents) },
  { header: 'Balance after (USD)', value: (t) => dollars(t.balanceAfterCents) },
  { header: 'Card', value: (t) => (t.cardLast4 ? `•••• ${t.cardLast4}` : '') },
  { header: 'Comment', value: (t) => t.comment ?? '' },
];

const SPENDING_COLUMNS: DownloadColumn<SpendingView>[] = [
  { header: 'Date (UTC)', value: (s) => s.at },
  { header: 'Purpose', value: (s) => s.purpose },
  { header: 'Amount (USD)', value: (s) => dollars(s.amountCents) },
  { header: 'Balance after (USD)', value: (s) => dollars(s.balanceAfterCents) },
  { header: 'Document', value: (s) => s.documentId },
  { header: 'Notes', value: (s) => s.notes ?? '' },
];

const PAGE_SIZE = 200;

async function* pagesOf<T>(fetch: (page: number) => Promise<Page<T>>): AsyncIterable<T[]> {
  for (let page = 1; ; page++) {
    const result = await fetch(page);
    yield result.items;
    if (page * PAGE_SIZE >= result.total) return;
  }
}

export async function writeWalletReport(res: Response, queries: QueryBus, userId: string, query: WalletReportQuery): Promise<void> {
  const filter = (page: number) => ({ page, pageSize: PAGE_SIZE, from: query.from, to: query.to });
  const period = `${query.from.slice(0, 10)}_${query.to.slice(0, 10)}`;
  if (query.category === 'TOPUPS') {
    const pages = pagesOf<TopUpView>((page) => queries.execute(new ListWalletTopUps(userId, filter(page))));
    return writeTableDownload(res, { format: query.format, fileName: `wallet-top-ups-${period}`, sheetName: 'Top-ups', columns: TOP_UP_COLUMNS, pages });
  }
  const pages = pagesOf<SpendingView>((page) => queries.execute(new ListWalletSpendings(userId, filter(page))));
  return writeTableDownload(res, { format: query.format, fileName: `wallet-spendings-${period}`, sheetName: 'Spendings', columns: SPENDING_COLUMNS, pages });
}
