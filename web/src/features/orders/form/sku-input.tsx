// An order line's SKU: typing offers the seller's own products (SKU, title, available stock) to pick from.
import { AutoComplete, Input } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkuSuggestionsQuery } from '../api/search-skus';

export function SkuInput({ value, onChange }: { value?: string; onChange?(value: string): void }) {
  const { t } = useTranslation('orders');
  const search = useDeferredValue((value ?? '').trim());
  const suggestions = useSkuSuggestionsQuery(search);
  const options = (suggestions.data?.items ?? []).map((p) => ({
    value: p.sku,
    label: (
      <span data-testid="sku-option">
        <strong>{p.sku}</strong> · {p.title} · {t('form.skuAvailable', { count: p.stock.available })}
      </span>
    ),
  }));
  return (
    <AutoComplete value={value} onChange={onChange} options={options}>
      <Input data-testid="order-line-sku" placeholder={t('form.sku')} maxLength={64} />
    </AutoComplete>
  );
}
