// The list's filters: order number, order date range, sales channel, and the sort.
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_CHANNELS, ORDER_SORTS, type OrderChannel, type OrderSort } from '@ledgerhouse/contracts';
import { DateRangeInput } from '../../../shared/ui/date-range-input';
import type { OrderFilters } from '../api/order-queries';

export type FilterPatch = Partial<Pick<OrderFilters, 'number' | 'orderDateFrom' | 'orderDateTo' | 'channel' | 'sort'>>;

export function OrderFiltersBar({ sort, onChange }: { sort: OrderSort; onChange(patch: FilterPatch): void }) {
  const { t } = useTranslation('orders');
  return (
    <Space wrap>
      <Input.Search
        data-testid="orders-filter-number"
        allowClear
        placeholder={t('list.number')}
        onSearch={(number) => onChange({ number: number.trim() || undefined })}
        style={{ width: 220, maxWidth: '100%' }}
      />
      <DateRangeInput
        testId="orders-filter-dates"
        ariaLabel={t('list.orderDate')}
        onChange={(range) => onChange({ orderDateFrom: range?.from, orderDateTo: range?.to })}
      />
      <Select
        data-testid="orders-filter-channel"
        allowClear
        placeholder={t('list.channel')}
        style={{ width: 170 }}
        onChange={(channel?: OrderChannel) => onChange({ channel })}
        options={ORDER_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
      />
      <Select
        data-testid="orders-sort"
        aria-label={t('list.sort')}
        value={sort}
        style={{ width: 240, maxWidth: '100%' }}
        onChange={(value: OrderSort) => onChange({ sort: value })}
        options={ORDER_SORTS.map((value) => ({ value, label: t(`list.sorts.${value}`) }))}
      />
    </Space>
  );
}
