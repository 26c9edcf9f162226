// Admin user detail, products tab: the seller's products with stock, each opening the warehouse product modal.
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../shared/format/dates';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useSellerProductsQuery } from '../api/get-seller-products';

const warehouseProductHref = (productId: string) => `${paths.adminWarehouse.href('products')}/${productId}/inventory-change-history`;

export function UserProductsTab({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const products = useSellerProductsQuery(userId, paging.page, paging.pageSize);
  return (
    <PagedTable<ProductView>
      query={products}
      testId="user-products"
      emptyText={t('products.empty')}
      page={paging.page}
      pageSize={paging.pageSize}
      onPage={(page, pageSize) => setPaging({ page, pageSize })}
      columns={[
        { key: 'title', title: t('products.title'), render: (_, p) => <Link to={warehouseProductHref(p.id)}>{p.title}</Link> },
        { key: 'sku', title: t('products.sku'), dataIndex: 'sku' },
        {
          key: 'status',
          title: t('products.status'),
          render: (_, p) => <Tag color={p.status === 'ACTIVE' ? 'green' : 'default'}>{t(`products.statuses.${p.status}`)}</Tag>,
        },
        { key: 'total', title: t('products.total'), align: 'right', render: (_, p) => p.stock.total },
        { key: 'reserved', title: t('products.reserved'), align: 'right', render: (_, p) => p.stock.reserved },
        { key: 'available', title: t('products.available'), align: 'right', render: (_, p) => p.stock.available },
        { key: 'incoming', title: t('products.incoming'), align: 'right', render: (_, p) => p.stock.incoming },
        { key: 'created', title: t('products.createdAt'), render: (_, p) => formatDate(p.createdAt, i18n.resolvedLanguage) },
      ]}
    />
  );
}
