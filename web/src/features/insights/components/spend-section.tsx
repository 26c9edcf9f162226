// Spend breakdown: the wallet's spendings by purpose per month (chart and table), cost per order shipped, and the
// storage fee per unit stored of each storage period.
import { Alert, DatePicker, Space, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPENDING_PURPOSES, type SpendMonth, type StoragePeriodCost } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useSpendBreakdownQuery, type SpendParams } from '../api/get-spend-breakdown';

const SpendChart = lazy(() => import('./spend-chart'));

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function SpendSection() {
  const { t } = useTranslation('insights');
  const f = useFormatters();
  const [params, setParams] = useState<SpendParams>(() => ({
    from: dayjs().subtract(5, 'month').format('YYYY-MM'),
    to: dayjs().format('YYYY-MM'),
    timeZone: readerTimeZone(),
  }));
  const query = useSpendBreakdownQuery(params);
  const months = query.data?.months;
  const money = (cents: number | null) => (cents === null ? '—' : f.money(cents));
  return (
    <section data-testid="insights-spend">
      <Typography.Title level={4}>{t('spend.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('spend.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          picker="month"
          aria-label={t('spend.months')}
          data-testid="insights-spend-months"
          allowClear={false}
          style={{ maxWidth: '100%' }}
          value={[dayjs(`${params.from}-01`), dayjs(`${params.to}-01`)]}
          onChange={(range) => {
            const [first, last] = range ?? [];
            if (first && last) setParams({ ...params, from: first.format('YYYY-MM'), to: last.format('YYYY-MM') });
          }}
        />
      </Space>
      {query.isError ? <Alert type="error" showIcon title={query.error.message} style={{ marginBottom: 16 }} /> : null}
      {!months ? (
        <Spin />
      ) : months.some((m) => m.totalCents !== 0) ? (
        <Suspense fallback={<Spin />}>
          <SpendChart months={months} />
        </Suspense>
      ) : (
        <Typography.Paragraph type="secondary" data-testid="insights-spend-empty">
          {t('spend.empty')}
        </Typography.Paragraph>
      )}
      <Table<SpendMonth>
        data-testid="insights-spend-table"
        size="small"
        rowKey="month"
        scroll={{ x: 'max-content' }}
        loading={query.isFetching}
        dataSource={months ?? []}
        locale={{ emptyText: emptyUntilAnswered(query, '—') }}
        pagination={false}
        columns={[
          { key: 'month', title: t('spend.month'), render: (_, m) => f.month(m.month) },
          ...SPENDING_PURPOSES.map((p) => ({
            key: p,
            title: t(`spend.purposes.${p}`),
            align: 'right' as const,
            render: (_: unknown, m: SpendMonth) => money(m.byPurpose[p]),
          })),
          { key: 'total', title: t('spend.total'), align: 'right', render: (_, m) => money(m.totalCents) },
          { key: 'orders', title: t('spend.ordersShipped'), align: 'right', dataIndex: 'ordersShipped' },
          { key: 'perOrder', title: t('spend.costPerOrder'), align: 'right', render: (_, m) => money(m.costPerOrderShippedCents) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('spend.storageTitle')}
      </Typography.Title>
      <Table<StoragePeriodCost>
        data-testid="insights-storage-table"
        size="small"
        rowKey="period"
        scroll={{ x: 'max-content' }}
        loading={query.isFetching}
        dataSource={query.data?.storage ?? []}
        locale={{ emptyText: emptyUntilAnswered(query, t('spend.noStorage')) }}
        pagination={false}
        columns={[
          { key: 'period', title: t('spend.period'), render: (_, s) => f.month(s.period) },
          { key: 'fee', title: t('spend.fee'), align: 'right', render: (_, s) => money(s.feeCents) },
          { key: 'units', title: t('spend.averageUnits'), align: 'right', render: (_, s) => f.number(s.averageUnitsStored) },
          {
            key: 'perUnit',
            title: t('spend.costPerUnit'),
            align: 'right',
            render: (_, s) => money(s.costPerUnitCents),
          },
        ]}
      />
    </section>
  );
}
