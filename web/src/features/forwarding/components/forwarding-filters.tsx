// The list filters both sides share: status, tracking number search and the creation period.
import { DatePicker, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORWARDING_STATUSES, type ForwardingStatus } from '@ledgerhouse/contracts';

export interface ForwardingFilterValues {
  status?: ForwardingStatus;
  search?: string;
  from?: string;
  to?: string;
}

export function ForwardingFilters({ onChange, extra }: { onChange(patch: ForwardingFilterValues): void; extra?: ReactNode }) {
  const { t } = useTranslation('forwarding');
  return (
    <Space wrap>
      <Input.Search
        data-testid="forwarding-search"
        allowClear
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        onSearch={(search) => onChange({ search: search.trim() || undefined })}
        style={{ width: 280, maxWidth: '100%' }}
      />
      <Select
        data-testid="forwarding-status-filter"
        allowClear
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        style={{ width: 180 }}
        onChange={(status?: ForwardingStatus) => onChange({ status })}
        options={FORWARDING_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <DatePicker.RangePicker
        data-testid="forwarding-period-filter"
        aria-label={t('filters.created')}
        style={{ maxWidth: '100%' }}
        onChange={(range) => {
          const [start, end] = range ?? [];
          onChange(
            start && end
              ? { from: start.startOf('day').toDate().toISOString(), to: end.endOf('day').toDate().toISOString() }
              : { from: undefined, to: undefined },
          );
        }}
      />
      {extra}
    </Space>
  );
}
