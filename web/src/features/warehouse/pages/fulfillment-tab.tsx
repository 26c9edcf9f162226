// /admin/warehouse/fulfillment: every seller's orders, filtered by seller, the three status facets and number; a row
// opens the order's modal. The picking page is one click away.
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import {
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PICK_STATUSES,
  type AdminOrderRow,
  type OrderPaymentStatus,
  type OrderStatus,
  type PickStatus,
} from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useAdminOrderListQuery, type AdminOrderFilters } from '../api/admin-orders-api';
import { SellerSelect } from '../components/seller-select';
import { OrderStatusTags } from '../fulfillment/order-status-tags';

export function FulfillmentTab() {
  const { t } = useTranslation('warehouseOrders');
  const f = useFormatters();
  const [filters, setFilters] = useState<AdminOrderFilters>({ page: 1, pageSize: 20 });
  const set = (patch: Partial<AdminOrderFilters>) => setFilters((old) => ({ ...old, page: 1, ...patch }));
  const list = useAdminOrderListQuery(filters);
  const filtered = Boolean(
    filters.sellerId || filters.status?.length || filters.pickStatus?.length || filters.paymentStatus?.length || filters.number,
  );
  const many = (values: string[]) => (values.length ? values : undefined);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <SellerSelect testId="fulfillment-filter-seller" placeholder={t('list.sellerSearch')} onChange={(sellerId) => set({ sellerId })} />
        <Select
          data-testid="fulfillment-filter-status"
          mode="multiple"
          allowClear
          placeholder={t('list.status')}
          style={{ minWidth: 200, maxWidth: '100%' }}
          onChange={(status: OrderStatus[]) => set({ status: many(status) as OrderStatus[] | undefined })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <Select
          data-testid="fulfillment-filter-pick"
          mode="multiple"
          allowClear
          placeholder={t('list.pickStatus')}
          style={{ minWidth: 160, maxWidth: '100%' }}
          onChange={(pickStatus: PickStatus[]) => set({ pickStatus: many(pickStatus) as PickStatus[] | undefined })}
          options={PICK_STATUSES.map((s) => ({ value: s, label: t(`pickStatuses.${s}`) }))}
        />
        <Select
          data-testid="fulfillment-filter-payment"
          mode="multiple"
          allowClear
          placeholder={t('list.paymentStatus')}
          style={{ minWidth: 160, maxWidth: '100%' }}
          onChange={(paymentStatus: OrderPaymentStatus[]) =>
            set({ paymentStatus: many(paymentStatus) as OrderPaymentStatus[] | undefined })
          }
          options={ORDER_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatuses.${s}`) }))}
        />
        <Input.Search
          data-testid="fulfillment-filter-number"
          allowClear
          placeholder={t('list.number')}
          style={{ width: 200 }}
          onSearch={(number) => set({ number: number.trim() || undefined })}
        />
        <Link to={paths.adminFulfillmentPicking.href()} data-testid="fulfillment-to-picking">
          <Button type="primary">{t('list.toPicking')}</Button>
        </Link>
      </Space>
      <PagedTable<AdminOrderRow>
        query={list}
        testId="fulfillment-table"
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page, pageSize) => setFilters((old) => ({ ...old, page, pageSize }))}
        columns={[
          {
            key: 'number',
            title: t('list.columns.number'),
            render: (_, o) => (
              <Link to={o.id} data-testid={`fulfillment-row-${o.number}`}>
                {o.number}
              </Link>
            ),
          },
          { key: 'seller', title: t('list.columns.seller'), render: (_, o) => o.sellerName ?? o.sellerEmail ?? o.sellerId },
          { key: 'status', title: t('list.columns.status'), render: (_, o) => <OrderStatusTags order={o} /> },
          { key: 'tracking', title: t('list.columns.tracking'), render: (_, o) => o.trackingNumber ?? '—' },
          { key: 'items', title: t('list.columns.items'), dataIndex: 'itemCount' },
          { key: 'total', title: t('list.columns.total'), render: (_, o) => f.money(o.totalCents) },
          { key: 'orderDate', title: t('list.columns.orderDate'), render: (_, o) => f.date(o.orderDate) },
        ]}
      />
      <Outlet />
    </Space>
  );
}
