// Spending history: date, purpose, amount, balance after, notes (a system-made spending's reference in the page's
// language, or the notes staff typed); filtered by period and purpose.
import { Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  describeSpendingReference,
  resolveLocale,
  SPENDING_PURPOSES,
  type SpendingPurpose,
  type SpendingView,
} from '@ledgerhouse/contracts';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useSpendingsQuery, type SpendingFilters } from '../api/list-spendings';
import { LoadFailedAlert } from './load-failed-alert';
import { PeriodPicker } from './period-picker';
import { useFormatters } from '../../../shared/format/use-formatters';

export function SpendingsTable() {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const [filters, setFilters] = useState<SpendingFilters>({ page: 1, pageSize: 10 });
  const spendings = useSpendingsQuery(filters);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <PeriodPicker
          testId="spendings-period"
          onChange={(period) => setFilters((f) => ({ ...f, page: 1, from: period?.from, to: period?.to }))}
        />
        <Select<SpendingPurpose>
          data-testid="spendings-purpose"
          allowClear
          placeholder={t('history.purpose')}
          style={{ width: 240 }}
          onChange={(purpose) => setFilters((f) => ({ ...f, page: 1, purpose }))}
          options={SPENDING_PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }))}
        />
      </Space>
      <PagedTable<SpendingView>
        query={spendings}
        testId="spendings-table"
        emptyText={filters.from || filters.purpose ? t('history.emptyFiltered') : t('history.emptySpendings')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page, pageSize) => setFilters((f) => ({ ...f, page, pageSize }))}
        errorAlert={<LoadFailedAlert onRetry={() => void spendings.refetch()} />}
        columns={[
          { key: 'at', title: t('history.date'), render: (_, e) => format.dateTime(e.at) },
          { key: 'purpose', title: t('history.purpose'), render: (_, e) => t(`purposes.${e.purpose}`) },
          { key: 'amount', title: t('history.amount'), align: 'right', render: (_, e) => `−${format.money(e.amountCents)}` },
          { key: 'balanceAfter', title: t('history.balanceAfter'), align: 'right', render: (_, e) => format.money(e.balanceAfterCents) },
          {
            key: 'notes',
            title: t('history.notes'),
            render: (_, e) => (e.reference ? describeSpendingReference(e.reference, resolveLocale(format.locale)) : (e.notes ?? '—')),
          },
        ]}
      />
    </Space>
  );
}
