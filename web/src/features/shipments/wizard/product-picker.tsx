// Step 1: the seller's products to send, at least one, found by title, SKU or barcode. A chosen product's line starts
// with its saved size, weight and country (else the seller's product defaults), editable per shipment in step 2.
import { Alert, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@ledgerhouse/contracts';
import { useProductDefaultsQuery } from '../api/product-defaults-api';
import { useSellerProductsQuery } from '../api/seller-products-api';
import type { WizardAction, WizardLine } from './wizard-state';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

export function ProductPicker({
  lines,
  dispatch,
  showNeed,
}: {
  lines: WizardLine[];
  dispatch(action: WizardAction): void;
  showNeed: boolean;
}) {
  const { t } = useTranslation('shipments');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const products = useSellerProductsQuery(search, page);
  const defaults = useProductDefaultsQuery().data;
  const add = (product: ProductView): WizardAction => ({
    type: 'addProduct',
    product: { ...product, productId: product.id, barcode: product.barcode ?? null },
    defaults: defaults ?? {},
  });
  const chosen = new Set(lines.map((l) => l.productId));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="wizard-products">
      <Input.Search
        data-testid="wizard-product-search"
        allowClear
        placeholder={t('wizard.searchProducts')}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
        style={{ maxWidth: 420 }}
      />
      {showNeed && lines.length === 0 ? <Alert type="error" showIcon title={t('wizard.needProduct')} /> : null}
      <Typography.Text data-testid="wizard-selected-count">{t('wizard.selected', { count: lines.length })}</Typography.Text>
      {lines.length ? (
        <Space wrap>
          {lines.map((line) => (
            <Tag key={line.productId} closable onClose={() => dispatch({ type: 'removeProduct', productId: line.productId })}>
              {line.title} · {line.sku}
            </Tag>
          ))}
        </Space>
      ) : null}
      {products.isError ? <Alert type="error" showIcon title={products.error.message} /> : null}
      <Table
        size="small"
        rowKey="id"
        scroll={{ x: 'max-content' }}
        loading={products.isFetching}
        dataSource={products.data?.items ?? []}
        locale={{ emptyText: emptyUntilAnswered(products, t('wizard.noProducts')) }}
        pagination={{ current: page, pageSize: 10, total: products.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: [...chosen],
          preserveSelectedRowKeys: true,
          onSelect: (product, selected) => dispatch(selected ? add(product) : { type: 'removeProduct', productId: product.id }),
          onSelectAll: (selected, _rows, changed) =>
            changed.forEach((product) => dispatch(selected ? add(product) : { type: 'removeProduct', productId: product.id })),
        }}
        columns={[
          { key: 'title', title: t('detail.columns.product'), dataIndex: 'title' },
          { key: 'sku', title: t('detail.columns.sku'), dataIndex: 'sku' },
          { key: 'barcode', title: t('detail.columns.barcode'), render: (_, p) => p.barcode ?? '—' },
        ]}
      />
    </Space>
  );
}
