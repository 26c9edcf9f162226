// Top-up history: date, added by (client, system, manager), amount, balance after, card, comment (for a refund, what
// it gives back).
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopUpView } from '@ledgerhouse/contracts';
import { PagedTable } from '../../../shared/ui/paged-table';
import { DEFAULT_TOP_UP_FILTERS, useTopUpsQuery, type TopUpFilters } from '../api/list-top-ups';
import { LoadFailedAlert } from './load-failed-alert';
import { PeriodPicker } from './period-picker';
import { useFormatters } from '../../../shared/format/use-formatters';
import { TopUpComment } from './top-up-comment';

const SOURCE_COLORS: Record<TopUpView['source'], string> = { MANUAL_FUND: 'blue', AUTO_FUND: 'purple', BY_STAFF: 'gold', REFUND: 'green' };

export function TopUpsTable() {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const [filters, setFilters] = useState<TopUpFilters>(DEFAULT_TOP_UP_FILTERS);
  const topUps = useTopUpsQuery(filters);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PeriodPicker
        testId="top-ups-period"
        onChange={(period) => setFilters((f) => ({ ...f, page: 1, from: period?.from, to: period?.to }))}
      />
      <PagedTable<TopUpView>
        query={topUps}
        testId="top-ups-table"
        emptyText={filters.from ? t('history.emptyFiltered') : t('history.emptyTopUps')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page, pageSize) => setFilters((f) => ({ ...f, page, pageSize }))}
        errorAlert={<LoadFailedAlert onRetry={() => void topUps.refetch()} />}
        columns={[
          { key: 'at', title: t('history.date'), render: (_, e) => format.dateTime(e.at) },
          {
            key: 'source',
            title: t('history.addedBy'),
            render: (_, e) => (
              <Tag data-source={e.source} color={SOURCE_COLORS[e.source]}>
                {t(`sources.${e.source}`)}
                {e.source === 'BY_STAFF' && e.addedBy ? `: ${e.addedBy}` : ''}
              </Tag>
            ),
          },
          { key: 'amount', title: t('history.amount'), align: 'right', render: (_, e) => format.money(e.amountCents) },
          { key: 'balanceAfter', title: t('history.balanceAfter'), align: 'right', render: (_, e) => format.money(e.balanceAfterCents) },
          { key: 'card', title: t('history.card'), render: (_, e) => (e.cardLast4 ? `•••• ${e.cardLast4}` : '—') },
          { key: 'comment', title: t('history.comment'), render: (_, e) => <TopUpComment topUp={e} /> },
        ]}
      />
    </Space>
  );
}
