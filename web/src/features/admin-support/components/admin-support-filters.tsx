// A tab's filters: status, only chats awaiting support's reply, and the seller's email or name.
import { Checkbox, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT_STATUSES, type SupportChatStatus } from '@ledgerhouse/contracts';

export interface AdminSupportFilterValues {
  status?: SupportChatStatus;
  awaitingReply?: boolean;
  search?: string;
}

export function AdminSupportFilters({
  values,
  onChange,
}: {
  values: AdminSupportFilterValues;
  onChange(patch: AdminSupportFilterValues): void;
}) {
  const { t } = useTranslation('adminSupport');
  return (
    <Space wrap data-testid="admin-support-filters" style={{ marginBottom: 12 }}>
      <Input.Search
        data-testid="admin-support-search"
        allowClear
        defaultValue={values.search}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        style={{ width: 300, maxWidth: '100%' }}
        onSearch={(search) => onChange({ search: search.trim() || undefined })}
      />
      <Select<SupportChatStatus>
        data-testid="admin-support-status"
        allowClear
        value={values.status}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        style={{ width: 180 }}
        onChange={(status) => onChange({ status })}
        options={SUPPORT_CHAT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <Checkbox
        data-testid="admin-support-awaiting"
        checked={values.awaitingReply ?? false}
        onChange={(e) => onChange({ awaitingReply: e.target.checked || undefined })}
      >
        {t('filters.awaitingReply')}
      </Checkbox>
    </Space>
  );
}
