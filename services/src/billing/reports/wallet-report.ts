// The wallet report of spec 7: top-ups or spendings of a period, as CSV or Excel.
import type { Response } from 'express';
import type { QueryBus } from '@nestjs/cqrs';
import {
  describeSpendingReference,
  walletRoutes,
  type Page,
  type QueryOf,
  type SpendingView,
  type TopUpView,
} from '@ledgerhouse/contracts';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { ListWalletSpendings, ListWalletTopUps } from '../queries/wallet-queries';

export type WalletReportQuery = QueryOf<typeof walletRoutes.report>;

const date = { key: 'date', header: { 'en-US': 'Date (UTC)', 'ru-RU': 'Дата (UTC)' } };
const amount = { key: 'amount', header: { 'en-US': 'Amount (USD)', 'ru-RU': 'Сумма (USD)' }, money: true };
const balanceAfter = { key: 'balanceAfter', header: { 'en-US': 'Balance after (USD)', 'ru-RU': 'Баланс после (USD)' }, money: true };

const REFUND = { 'en-US': 'Refund', 'ru-RU': 'Возврат' } as const;

const TOP_UP_COLUMNS: DownloadColumn<TopUpView>[] = [
  { ...date, value: (t) => t.at },
  {
    key: 'addedBy',
    header: { 'en-US': 'Added by', 'ru-RU': 'Кем добавлено' },
    value: (t) => (t.source === 'BY_STAFF' ? `BY_STAFF ${t.addedBy ?? ''}`.trim() : t.source),
  },
  { ...amount, value: (t) => t.amountCents },
  { ...balanceAfter, value: (t) => t.balanceAfterCents },
  { key: 'card', header: { 'en-US': 'Card', 'ru-RU': 'Карта' }, value: (t) => (t.cardLast4 ? `•••• ${t.cardLast4}` : '') },
  {
    key: 'comment',
    header: { 'en-US': 'Comment', 'ru-RU': 'Комментарий' },
    value: (t, locale) =>
      t.refundOf?.reference ? `${REFUND[locale]}: ${describeSpendingReference(t.refundOf.reference, locale)}` : (t.comment ?? ''),
  },
];

const SPENDING_COLUMNS: DownloadColumn<SpendingView>[] = [
  { ...date, value: (s) => s.at },
  { key: 'purpose', header: { 'en-US': 'Purpose', 'ru-RU': 'Назначение' }, value: (s) => s.purpose },
  { ...amount, value: (s) => s.amountCents },
  { ...balanceAfter, value: (s) => s.balanceAfterCents },
  { key: 'document', header: { 'en-US': 'Document', 'ru-RU': 'Документ' }, value: (s) => s.documentId },
  {
    key: 'notes',
    header: { 'en-US': 'Notes', 'ru-RU': 'Примечание' },
    value: (s, locale) => (s.reference ? describeSpendingReference(s.reference, locale) : (s.notes ?? '')),
  },
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
    return writeTableDownload(res, {
      format: query.format,
      fileName: `wallet-top-ups-${period}`,
      sheetName: 'Top-ups',
      columns: TOP_UP_COLUMNS,
      pages,
    });
  }
  const pages = pagesOf<SpendingView>((page) => queries.execute(new ListWalletSpendings(userId, filter(page))));
  return writeTableDownload(res, {
    format: query.format,
    fileName: `wallet-spendings-${period}`,
    sheetName: 'Spendings',
    columns: SPENDING_COLUMNS,
    pages,
  });
}
