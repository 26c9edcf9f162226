import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { ProductView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { downloadFile } from '../../../shared/api/download';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { DEFAULT_PRODUCT_FILTERS, useProductsQuery, type ProductFilters } from '../api/products-api';
import { pagedTotal } from '../components/paged-total';
import { formatNumber } from '../../../shared/format/numbers';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

export function ProductsPage() {
  const { t, i18n } = useTranslation('products');
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const [filters, setFilters] = useState<ProductFilters>(DEFAULT_PRODUCT_FILTERS);
  const [selected, setSelected] = useState<string[]>([]);
  const products = useProductsQuery(filters);
  const set = (patch: Partial<ProductFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const download = (format: 'csv' | 'xlsx') => {
    const { page: _p, pageSize: _s, ...rest } = filters;
    downloadFile('/products/export', { ...rest, format, ids: selected.length ? selected : undefined }, locale).catch((err) =>
      showApiError(err),
    );
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space wrap>
          <Button data-testid="download-csv" icon={<DownloadOutlined />} onClick={() => download('csv')}>
            {selected.length ? t('actions.csvSelected', { count: selected.length }) : t('actions.csvAll')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download('xlsx')}>
            {selected.length ? t('actions.xlsxSelected', { count: selected.length }) : t('actions.xlsxAll')}
          </Button>
          <Link to={paths.productCreate.href()}>
            <Button data-testid="create-product" type="primary" icon={<PlusOutlined />}>
              {t('actions.create')}
            </Button>
          </Link>
        </Space>
      </Space>
      <Space wrap>
        <Input.Search
          data-testid="products-search"
          allowClear
          placeholder={t('filters.search')}
          onSearch={(search) => set({ search: search || undefined })}
          style={{ width: 280 }}
        />
        <Select
          data-testid="filter-status"
          allowClear
          placeholder={t('filters.status')}
          style={{ width: 170 }}
          onChange={(status?: ProductFilters['status']) => set({ status })}
          options={[
            { value: 'ACTIVE', label: t('status.ACTIVE') },
            { value: 'INACTIVE', label: t('status.INACTIVE') },
          ]}
        />
        <Select
          allowClear
          placeholder={t('filters.created')}
          style={{ width: 200 }}
          onChange={(createdWithin?: ProductFilters['createdWithin']) => set({ createdWithin })}
          options={(['today', '3days', 'week', 'month'] as const).map((v) => ({ value: v, label: t(`filters.within.${v}`) }))}
        />
        <Select
          data-testid="filter-connection"
          allowClear
          placeholder={t('filters.connection')}
          style={{ width: 220 }}
          onChange={(connection?: ProductFilters['connection']) => set({ connection })}
          options={(['enabled', 'disabled'] as const).map((v) => ({ value: v, label: t(`filters.connectionStates.${v}`) }))}
        />
      </Space>
      {products.isError ? <Alert type="error" showIcon title={products.error.message} /> : null}
      <Table<ProductView>
        scroll={{ x: 'max-content' }}
        data-testid="products-table"
        rowKey="id"
        loading={products.isFetching}
        dataSource={products.data?.items ?? []}
        locale={{
          emptyText: emptyUntilAnswered(
            products,
            filters.search || filters.status || filters.createdWithin || filters.connection ? t('emptyFiltered') : t('empty'),
          ),
        }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        onChange={(_p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          set({ sort: (s?.order ? `${s.order === 'descend' ? '-' : ''}${String(s.columnKey)}` : '-createdAt') as ProductFilters['sort'] });
        }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          ...pagedTotal(products.data, filters, (key, n) => t(key, { n: formatNumber(n, locale) })),
          showSizeChanger: true,
          onChange: (page, pageSize) => setFilters((f) => ({ ...f, page, pageSize })),
        }}
        columns={[
          {
            key: 'title',
            title: t('fields.title'),
            sorter: true,
            render: (_, p) => <Link to={paths.productView.href(p.id)}>{p.title}</Link>,
          },
          { key: 'sku', title: t('fields.sku'), dataIndex: 'sku', sorter: true },
          {
            key: 'status',
            title: t('fields.status'),
            render: (_, p) => <Tag color={p.status === 'ACTIVE' ? 'green' : 'default'}>{t(`status.${p.status}`)}</Tag>,
          },
          { key: 'price', title: t('fields.price'), render: (_, p) => formatMoney(p.priceCents, locale) },
          { key: 'available', title: t('fields.available'), sorter: true, render: (_, p) => `${p.stock.available} / ${p.stock.total}` },
          { key: 'createdAt', title: t('fields.createdAt'), sorter: true, render: (_, p) => formatDate(p.createdAt, locale) },
        ]}
      />
      <Outlet />
    </Space>
  );
}
