// /admin/warehouse/manifests/{active|archive}: open manifests, or closed ones, newest first; a row opens the manifest.
import { Button, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ManifestRow } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useManifestListQuery, type ManifestTab } from '../api/manifests-api';

export function ManifestsTab() {
  const { t } = useTranslation('manifests');
  const f = useFormatters();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: ManifestTab = pathname.endsWith('/archive') ? 'archive' : 'active';
  const [pager, setPager] = useState({ page: 1, pageSize: 20 });
  const list = useManifestListQuery(tab, pager.page, pager.pageSize);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Link to={paths.adminManifestCreate.href()} data-testid="manifest-create">
          <Button type="primary">{t('list.create')}</Button>
        </Link>
      </Space>
      <Tabs
        data-testid="manifest-tabs"
        activeKey={tab}
        onChange={(key) => {
          setPager({ page: 1, pageSize: pager.pageSize });
          navigate(`${paths.adminWarehouse.href('manifests')}/${key}`);
        }}
        items={(['active', 'archive'] as const).map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <PagedTable<ManifestRow>
        query={list}
        testId="manifests-table"
        emptyText={t('list.empty')}
        page={pager.page}
        pageSize={pager.pageSize}
        onPage={(page, pageSize) => setPager({ page, pageSize })}
        columns={[
          {
            key: 'number',
            title: t('list.columns.number'),
            render: (_, m) => (
              <Link to={paths.adminManifest.href(m.id)} data-testid={`manifest-row-${m.number}`}>
                {m.number}
              </Link>
            ),
          },
          { key: 'carrier', title: t('list.columns.carrier'), dataIndex: 'carrier' },
          {
            key: 'status',
            title: t('list.columns.status'),
            render: (_, m) => <Tag color={m.status === 'OPEN' ? 'blue' : 'green'}>{t(`statuses.${m.status}`)}</Tag>,
          },
          { key: 'orders', title: t('list.columns.orders'), dataIndex: 'orderCount' },
          { key: 'created', title: t('list.columns.createdAt'), render: (_, m) => f.dateTime(m.createdAt) },
          { key: 'closed', title: t('list.columns.closedAt'), render: (_, m) => (m.closedAt ? f.dateTime(m.closedAt) : '—') },
        ]}
      />
    </Space>
  );
}
