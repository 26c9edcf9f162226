// What the stock chart shows: one product or all of them, over today, a week, a month or whole days picked.
import { DatePicker, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchOwnProductsQuery } from '../api/search-own-products';
import { daysRange, periodOf, PERIOD_KINDS, type PeriodKind } from './stock-period';

export interface StockFilter {
  productId?: string;
  from: string;
  to: string;
}

const ALL = '';

export function StockFilters({ value, onChange }: { value: StockFilter; onChange(next: StockFilter): void }) {
  const { t } = useTranslation('insights');
  const [kind, setKind] = useState<PeriodKind>('month');
  const [search, setSearch] = useState('');
  const products = useSearchOwnProductsQuery(search);
  const options = [
    { value: ALL, label: t('allProducts') },
    ...(products.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.sku} · ${p.title}` })),
  ];
  return (
    <Space wrap data-testid="insights-stock-filters">
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        style={{ minWidth: 240, maxWidth: '100%' }}
        aria-label={t('product')}
        data-testid="insights-product"
        value={value.productId ?? ALL}
        loading={products.isFetching}
        options={options}
        onChange={(productId: string) => onChange({ ...value, productId: productId || undefined })}
      />
      <Segmented<PeriodKind>
        value={kind}
        data-testid="insights-period"
        options={PERIOD_KINDS.map((k) => ({ value: k, label: t(`periods.${k}`) }))}
        onChange={(next) => {
          setKind(next);
          if (next !== 'custom') onChange({ ...value, ...periodOf(next) });
        }}
      />
      {kind === 'custom' ? (
        <DatePicker.RangePicker
          aria-label={t('periods.custom')}
          data-testid="insights-custom-period"
          style={{ maxWidth: '100%' }}
          onChange={(range) => {
            const [first, last] = range ?? [];
            if (first && last) onChange({ ...value, ...daysRange(first, last) });
          }}
        />
      ) : null}
    </Space>
  );
}
