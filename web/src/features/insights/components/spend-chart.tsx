// Spendings by purpose per month as stacked columns (net of refunds). Loaded on its own, as the stock chart is.
import { Column, type ColumnConfig } from '@ant-design/plots';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPENDING_PURPOSES, type SpendMonth } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';

export default function SpendChart({ months }: { months: SpendMonth[] }) {
  const { t } = useTranslation('insights');
  const f = useFormatters();
  const config = useMemo<ColumnConfig>(
    () => ({
      data: months.flatMap((m) =>
        SPENDING_PURPOSES.filter((p) => m.byPurpose[p] !== 0).map((p) => ({
          month: f.month(m.month),
          purpose: t(`spend.purposes.${p}`),
          dollars: m.byPurpose[p] / 100,
        })),
      ),
      xField: 'month',
      yField: 'dollars',
      colorField: 'purpose',
      stack: true,
      autoFit: true,
      height: 280,
      animate: false,
      axis: { x: { title: false }, y: { title: false, labelFormatter: (v: number) => f.money(Math.round(v * 100)) } },
      tooltip: { items: [(d: { purpose: string; dollars: number }) => ({ name: d.purpose, value: f.money(Math.round(d.dollars * 100)) })] },
    }),
    [months, t, f],
  );
  return (
    <div data-testid="insights-spend-chart" role="img" aria-label={t('spend.chartLabel')}>
      <Column {...config} />
    </div>
  );
}
