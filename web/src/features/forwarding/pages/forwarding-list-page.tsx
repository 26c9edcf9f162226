// /shipments/forwarding-shipments: the seller's forwarding shipments, filters, and the modal routes over the list.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { ForwardingShipmentView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useForwardingShipmentsQuery, type ForwardingFilters as Filters } from '../api/forwarding-api';
import { ForwardingFilters, type ForwardingFilterValues } from '../components/forwarding-filters';
import { ForwardingStatusTag } from '../components/forwarding-status-tag';

export const forwardingHref = (shipmentId?: string) => `${paths.shipmentsForwarding.href()}${shipmentId ? `/${shipmentId}` : ''}`;

export function ForwardingListPage() {
  const { t, i18n } = useTranslation('forwarding');
  const locale = i18n.resolvedLanguage;
  const [filters, setFilters] = useState<Filters & { page: number; pageSize: number }>({ page: 1, pageSize: 20 });
  const list = useForwardingShipmentsQuery(filters);
  const set = (patch: ForwardingFilterValues) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const filtered = Boolean(filters.status || filters.search || filters.from);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Link to={forwardingHref('create')}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="forwarding-create">
            {t('create')}
          </Button>
        </Link>
      </Space>
      <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      <ForwardingFilters onChange={set} />
      <PagedTable<ForwardingShipmentView>
        query={list}
        testId="forwarding-table"
        emptyText={filtered ? t('emptyFiltered') : t('empty')}
        page={filters.page}
        pageSize={filters.pageSize}
        showSizeChanger
        onPage={(page, pageSize) => setFilters((f) => ({ ...f, page, pageSize }))}
        columns={[
          {
            key: 'trackingNumber',
            title: t('fields.trackingNumber'),
            render: (_, s) => <Link to={forwardingHref(s.id)}>{s.trackingNumber}</Link>,
          },
          { key: 'courierService', title: t('fields.courierService'), dataIndex: 'courierService' },
          { key: 'parcels', title: t('fields.parcels'), dataIndex: 'parcels' },
          { key: 'status', title: t('fields.status'), render: (_, s) => <ForwardingStatusTag status={s.status} /> },
          {
            key: 'cost',
            title: t('fields.processingCost'),
            render: (_, s) => (s.processingCostCents === null ? '—' : formatMoney(s.processingCostCents, locale)),
          },
          { key: 'createdAt', title: t('fields.createdAt'), render: (_, s) => formatDate(s.createdAt, locale) },
        ]}
      />
      <Outlet />
    </Space>
  );
}
