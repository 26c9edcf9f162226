// Choosing the seller staff writes to: a search over the users list (sellers only), by name or email.
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerSearchQuery } from '../api/search-sellers';

export interface SellerPickerProps {
  value?: string;
  onChange?(sellerId: string): void;
}

export function SellerPicker({ value, onChange }: SellerPickerProps) {
  const { t } = useTranslation('adminSupport');
  const [search, setSearch] = useState('');
  const sellers = useSellerSearchQuery(search);
  return (
    <Select<string>
      data-testid="admin-support-new-seller"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      placeholder={t('new.sellerPlaceholder')}
      loading={sellers.isFetching}
      notFoundContent={sellers.isFetching ? null : t('new.noSellers')}
      options={(sellers.data?.items ?? []).map((u) => ({ value: u.id, label: `${u.fullName} · ${u.email}` }))}
      style={{ width: '100%' }}
    />
  );
}
