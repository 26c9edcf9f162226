// A subscription's history, one page at a time (seller page and admin subscription tab).
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionHistoryEntry } from '@ledgerhouse/contracts';
import { PagedTable } from '../ui/paged-table';
import { formatDate } from '../format/dates';
import { formatMoney } from '../format/money';

export interface HistoryPage {
  items: SubscriptionHistoryEntry[];
  total: number;
}

export function SubscriptionHistoryTable({
  history,
  page,
  pageSize,
  onPage,
}: {
  history: UseQueryResult<HistoryPage>;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
}) {
  const { t, i18n } = useTranslation('subscription');
  const locale = i18n.resolvedLanguage;
  return (
    <PagedTable<SubscriptionHistoryEntry>
      query={history}
      testId="subscription-history"
      emptyText={t('history.empty')}
      page={page}
      pageSize={pageSize}
      onPage={onPage}
      showSizeChanger
      columns={[
        { key: 'at', title: t('history.at'), render: (_, e) => formatDate(e.at, locale, true) },
        { key: 'plan', title: t('history.plan'), render: (_, e) => t(`plans.${e.plan}`) },
        { key: 'event', title: t('history.event'), render: (_, e) => t(`history.events.${e.event}`) },
        { key: 'amount', title: t('history.amount'), render: (_, e) => formatMoney(e.amountCents, locale) },
        { key: 'discount', title: t('history.discount'), render: (_, e) => (e.discountCents ? formatMoney(e.discountCents, locale) : '—') },
        { key: 'promoCode', title: t('history.promoCode'), render: (_, e) => e.promoCode ?? '—' },
        {
          key: 'period',
          title: t('history.period'),
          render: (_, e) =>
            e.periodStart && e.periodEnd
              ? `${formatDate(e.periodStart, locale)} – ${formatDate(e.periodEnd, locale)}`
              : formatDate(e.periodStart ?? e.periodEnd, locale),
        },
      ]}
    />
  );
}
