// /admin/warehouse/forwarding-shipments: every seller's forwarding shipments with filters; the modal over the list.
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { AdminForwardingShipmentView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useAdminForwardingShipmentsQuery, type AdminForwardingFilters } from '../api/admin-forwarding-api';
import { ForwardingFilters, type ForwardingFilterValues } from '../components/forwarding-filters';
import { ForwardingStatusTag } from '../components/forwarding-status-tag';

export const adminForwardingHref = (shipmentId?: string) =>
  `${paths.adminWarehouse.href('forwarding-shipments')}${shipmentId ? `/${shipmentId}` : ''}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AdminForwardingTab() {
  const { t, i18n } = useTranslation('forwarding');
  const locale = i18n.resolvedLanguage;
  const [filters, setFilters] = useState<AdminForwardingFilters & { page: number; pageSize: number }>({ page: 1, pageSize: 20 });
  const list = useAdminForwardingShipmentsQuery(filters);
  const set = (patch: ForwardingFilterValues & { sellerId?: string }) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const filtered = Boolean(filters.status || filters.search || filters.from || filters.sellerId);
  return (
    <>
      <ForwardingFilters
        onChange={set}
        extra={
          <Input.Search
            data-testid="forwarding-seller-filter"
            allowClear
            placeholder={t('filters.seller')}
            aria-label={t('filters.seller')}
            style={{ width: 320, maxWidth: '100%' }}
            onSearch={(value) => set({ sellerId: UUID.test(value.trim()) ? value.trim() : undefined })}
          />
        }
      />
      <div style={{ marginTop: 16 }}>
        <PagedTable<AdminForwardingShipmentView>
          query={list}
          testId="admin-forwarding-table"
          emptyText={filtered ? t('emptyFiltered') : t('empty')}
          page={filters.page}
          pageSize={filters.pageSize}
          showSizeChanger
          onPage={(page, pageSize) => setFilters((f) => ({ ...f, page, pageSize }))}
          columns={[
            {
              key: 'trackingNumber',
              title: t('fields.trackingNumber'),
              render: (_, s) => <Link to={adminForwardingHref(s.id)}>{s.trackingNumber}</Link>,
            },
            { key: 'seller', title: t('fields.seller'), render: (_, s) => s.sellerEmail ?? s.sellerId },
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
      </div>
      <Outlet />
    </>
  );
}
