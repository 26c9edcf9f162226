import { Alert, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useWarehouseProductsQuery } from '../api/warehouse-products-api';

/** /admin/warehouse/products: every seller's products; a row opens the product modal with its history tabs. */
export function WarehouseProductsTab() {
  const { t } = useTranslation('products');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [search, setSearch] = useState<string | undefined>();
  const products = useWarehouseProductsQuery(page.page, page.pageSize, search);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.Search
        data-testid="warehouse-products-search"
        allowClear
        placeholder={t('filters.search')}
        onSearch={(v) => {
          setSearch(v || undefined);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        style={{ maxWidth: 320 }}
      />
      {products.isError ? <Alert type="error" showIcon title={products.error.message} /> : null}
      <Table
        scroll={{ x: 'max-content' }}
        data-testid="warehouse-products-table"
        rowKey="id"
        loading={products.isFetching}
        dataSource={products.data?.items ?? []}
        locale={{ emptyText: t('emptyFiltered') }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: products.data?.total ?? 0,
          onChange: (p, s) => setPage({ page: p, pageSize: s }),
        }}
        columns={[
          { key: 'title', title: t('fields.title'), render: (_, p) => <Link to={`${p.id}/inventory-change-history`}>{p.title}</Link> },
          { key: 'sku', title: t('fields.sku'), dataIndex: 'sku' },
          { key: 'barcode', title: t('fields.barcode'), render: (_, p) => p.barcode ?? '—' },
          { key: 'total', title: t('fields.total'), render: (_, p) => p.stock.total },
          { key: 'reserved', title: t('fields.reserved'), render: (_, p) => p.stock.reserved },
          { key: 'available', title: t('fields.available'), render: (_, p) => p.stock.available },
        ]}
      />
      <Outlet />
    </Space>
  );
}
