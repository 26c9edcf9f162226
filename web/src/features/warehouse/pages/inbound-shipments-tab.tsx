// /admin/warehouse/inbound-shipments: every seller's inbound shipments, filtered by status, seller and creation date;
// a row opens the shipment modal.
import { DatePicker, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { INBOUND_STATUSES, type AdminInboundShipmentSummary, type InboundStatus } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PagedTable } from '../../../shared/ui/paged-table';
import { DEFAULT_ADMIN_INBOUND_FILTERS, useAdminInboundListQuery, type AdminInboundFilters } from '../api/admin-inbound-api';
import { SellerSelect } from '../components/seller-select';
import { InboundStatusTag } from '../inbound/inbound-status-tag';

export function InboundShipmentsTab() {
  const { t } = useTranslation('warehouseInbound');
  const f = useFormatters();
  const [filters, setFilters] = useState<AdminInboundFilters>(DEFAULT_ADMIN_INBOUND_FILTERS);
  const set = (patch: Partial<AdminInboundFilters>) => setFilters((old) => ({ ...old, page: 1, ...patch }));
  const list = useAdminInboundListQuery(filters);
  const filtered = Boolean(filters.status || filters.sellerId || filters.from || filters.to);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          data-testid="inbound-filter-status"
          allowClear
          placeholder={t('list.status')}
          style={{ width: 200 }}
          onChange={(status?: InboundStatus) => set({ status })}
          options={INBOUND_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <SellerSelect testId="inbound-filter-seller" placeholder={t('list.sellerSearch')} onChange={(sellerId) => set({ sellerId })} />
        <DatePicker.RangePicker
          data-testid="inbound-filter-dates"
          placeholder={[t('list.from'), t('list.to')]}
          onChange={(range) =>
            set({
              from: range?.[0]?.startOf('day').toDate().toISOString(),
              to: range?.[1]?.endOf('day').toDate().toISOString(),
            })
          }
        />
      </Space>
      <PagedTable<AdminInboundShipmentSummary>
        query={list}
        testId="inbound-shipments-table"
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page, pageSize) => setFilters((old) => ({ ...old, page, pageSize }))}
        columns={[
          {
            key: 'number',
            title: t('list.columns.number'),
            render: (_, s) => (
              <Link to={s.id} data-testid={`inbound-row-${s.number}`}>
                {s.number}
              </Link>
            ),
          },
          { key: 'type', title: t('list.columns.type'), render: (_, s) => <Tag>{t(`types.${s.type}`)}</Tag> },
          { key: 'seller', title: t('list.columns.seller'), render: (_, s) => s.sellerName ?? s.sellerEmail ?? s.sellerId },
          { key: 'status', title: t('list.columns.status'), render: (_, s) => <InboundStatusTag status={s.status} /> },
          { key: 'changed', title: t('list.columns.statusChangedAt'), render: (_, s) => f.dateTime(s.statusChangedAt) },
          { key: 'tracking', title: t('list.columns.tracking'), render: (_, s) => s.trackingNumber ?? '—' },
          { key: 'products', title: t('list.columns.products'), dataIndex: 'productCount' },
          { key: 'pieces', title: t('list.columns.pieces'), dataIndex: 'pieceCount' },
          { key: 'created', title: t('list.columns.createdAt'), render: (_, s) => f.date(s.createdAt) },
        ]}
      />
      <Outlet />
    </Space>
  );
}
