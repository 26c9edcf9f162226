import { Alert, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserRow } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useAdminUsersQuery, type UserFilters } from '../api/admin-users-api';
import { formatDate } from '../../../shared/format/dates';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

export function AdminUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const [filters, setFilters] = useState<UserFilters>({ page: 1, pageSize: 20 });
  const users = useAdminUsersQuery(filters);
  const set = (patch: Partial<UserFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('users.title')}</Typography.Title>
      <Space wrap>
        <Input.Search
          data-testid="users-search"
          allowClear
          placeholder={t('users.search')}
          onSearch={(search) => set({ search: search || undefined })}
          style={{ width: 280 }}
        />
        <Select
          allowClear
          placeholder={t('users.type')}
          style={{ width: 200 }}
          onChange={(type?: UserFilters['type']) => set({ type })}
          options={(['SELLER', 'STAFF', 'WAREHOUSE_MANAGER'] as const).map((v) => ({ value: v, label: t(`types.${v}`) }))}
        />
        <Select
          allowClear
          placeholder={t('users.status')}
          style={{ width: 180 }}
          onChange={(blocked?: 'true' | 'false') => set({ blocked })}
          options={[
            { value: 'false', label: t('status.active') },
            { value: 'true', label: t('status.blocked') },
          ]}
        />
      </Space>
      {users.isError ? <Alert type="error" showIcon title={users.error.message} /> : null}
      <Table<AdminUserRow>
        scroll={{ x: 'max-content' }}
        data-testid="users-table"
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.items ?? []}
        locale={{ emptyText: emptyUntilAnswered(users, t('users.empty')) }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: users.data?.total ?? 0,
          onChange: (page, pageSize) => setFilters((f) => ({ ...f, page, pageSize })),
        }}
        columns={[
          { key: 'fullName', title: t('users.fullName'), render: (_, u) => <Link to={paths.adminUser.href(u.id)}>{u.fullName}</Link> },
          { key: 'email', title: t('users.email'), dataIndex: 'email' },
          { key: 'type', title: t('users.type'), render: (_, u) => t(`types.${u.userType ?? 'SELLER'}`) },
          {
            key: 'status',
            title: t('users.status'),
            render: (_, u) => (u.blocked ? <Tag color="red">{t('status.blocked')}</Tag> : <Tag color="green">{t('status.active')}</Tag>),
          },
          { key: 'registeredAt', title: t('users.registeredAt'), render: (_, u) => formatDate(u.registeredAt, i18n.resolvedLanguage) },
        ]}
      />
    </Space>
  );
}
