// A seller picked by name or email, for the warehouse lists' seller filter.
import { Select } from 'antd';
import { useState } from 'react';
import { useSellerOptionsQuery } from '../api/admin-inbound-api';

export function SellerSelect({
  onChange,
  placeholder,
  testId,
}: {
  onChange(sellerId?: string): void;
  placeholder: string;
  testId: string;
}) {
  const [search, setSearch] = useState('');
  const sellers = useSellerOptionsQuery(search);
  return (
    <Select
      data-testid={testId}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={placeholder}
      style={{ width: 260, maxWidth: '100%' }}
      loading={sellers.isFetching}
      onChange={(id?: string) => onChange(id)}
      options={(sellers.data?.items ?? []).map((u) => ({ value: u.id, label: `${u.fullName} · ${u.email}` }))}
    />
  );
}
