// orders/:tab — the seller's orders by tab (with counts), filters, sort and pages; select ready orders to start their
// fulfillment at once; the auto-fulfillment settings. The order opens as a modal child route over the list.
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Space, Table, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch, useNavigate } from 'react-router';
import { ORDER_TABS, type OrderRow, type OrderTab } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { DEFAULT_ORDER_FILTERS, useOrderListQuery, type OrderFilters } from '../api/order-queries';
import { AutoFulfillmentDialog } from '../components/auto-fulfillment-dialog';
import { BulkFulfillmentModal } from '../components/bulk-fulfillment-modal';
import { OrderFiltersBar, type FilterPatch } from '../components/order-filters';
import { OrderStatusTags } from '../components/order-status-tags';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

type Listed = Omit<OrderFilters, 'tab'>;

export function OrdersListPage() {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const navigate = useNavigate();
  const tabParam = useMatch('/orders/:tab/*')?.params.tab;
  const tab: OrderTab = (ORDER_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as OrderTab) : 'all';
  const [filters, setFilters] = useState<Listed>(DEFAULT_ORDER_FILTERS);
  const [selected, setSelected] = useState<OrderRow[]>([]);
  const [dialog, setDialog] = useState<'bulk' | 'auto' | null>(null);
  const list = useOrderListQuery({ ...filters, tab });
  const set = (patch: FilterPatch) => setFilters((prev) => ({ ...prev, page: 1, ...patch }));
  const filtered = Boolean(filters.number || filters.orderDateFrom || filters.channel);
  useEffect(() => {
    setSelected([]);
    setFilters((prev) => ({ ...prev, page: 1 }));
  }, [tab]);
  const counts = list.data?.counts;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="orders-page">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space wrap>
          <Button data-testid="orders-auto-settings" icon={<SettingOutlined />} onClick={() => setDialog('auto')}>
            {t('list.autoSettings')}
          </Button>
          <Link to={paths.orderCreate.href()}>
            <Button data-testid="orders-create" type="primary" icon={<PlusOutlined />}>
              {t('list.create')}
            </Button>
          </Link>
        </Space>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(paths.ordersTab.href(key as OrderTab))}
        items={ORDER_TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`orders-tab-${key}`}>
              {t(`tabs.${key}`)}{' '}
              {counts ? (
                <Badge
                  data-testid={`orders-count-${key}`}
                  count={f.number(counts[key])}
                  showZero
                  color={key === 'action-required' && counts[key] ? 'red' : 'gray'}
                />
              ) : null}
            </span>
          ),
        }))}
      />
      <OrderFiltersBar sort={filters.sort} onChange={set} />
      {selected.length ? (
        <Space wrap>
          <Button data-testid="orders-bulk-start" type="primary" onClick={() => setDialog('bulk')}>
            {t('list.startSelected', { count: selected.length })}
          </Button>
          <Button onClick={() => setSelected([])}>{t('list.clearSelection')}</Button>
        </Space>
      ) : null}
      {list.isError ? <Alert type="error" showIcon title={list.error.message} /> : null}
      <Table<OrderRow>
        data-testid="orders-table"
        rowKey="id"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{
          emptyText: emptyUntilAnswered(list, filtered ? t('list.emptyFiltered') : tab === 'all' ? t('list.empty') : t('list.emptyTab')),
        }}
        rowSelection={{
          selectedRowKeys: selected.map((o) => o.id),
          onChange: (_keys, rows) => setSelected(rows),
          // Only a ready order can start; the server still answers for each one.
          getCheckboxProps: (o) => ({ disabled: o.status !== 'READY_FOR_FULFILLMENT' }),
        }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('list.total', { count: total, n: f.number(total) }),
          showSizeChanger: true,
          onChange: (page, pageSize) => setFilters((prev) => ({ ...prev, page, pageSize })),
        }}
        columns={[
          {
            key: 'number',
            title: t('list.columns.number'),
            render: (_, o) => (
              <Link data-testid="order-row-link" to={paths.orderView.href(tab, o.id)}>
                {o.number}
              </Link>
            ),
          },
          { key: 'orderDate', title: t('list.columns.orderDate'), render: (_, o) => f.date(o.orderDate) },
          { key: 'channel', title: t('list.columns.channel'), render: (_, o) => t(`channels.${o.channel}`) },
          { key: 'buyer', title: t('list.columns.buyer'), render: (_, o) => o.buyerName },
          { key: 'status', title: t('list.columns.status'), render: (_, o) => <OrderStatusTags order={o} /> },
          { key: 'items', title: t('list.columns.items'), render: (_, o) => f.number(o.itemCount) },
          { key: 'total', title: t('list.columns.total'), render: (_, o) => f.money(o.totalCents) },
          { key: 'tracking', title: t('list.columns.tracking'), render: (_, o) => o.trackingNumber ?? '—' },
        ]}
      />
      <Outlet />
      {dialog === 'auto' ? <AutoFulfillmentDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'bulk' ? (
        <BulkFulfillmentModal
          orders={selected}
          onClose={(done) => {
            setDialog(null);
            if (done) setSelected([]);
          }}
        />
      ) : null}
    </Space>
  );
}
