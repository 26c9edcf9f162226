import { Alert, Button, DatePicker, Descriptions, Modal, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useStockAsOfQuery, useWarehouseProductQuery } from '../api/warehouse-products-api';
import { MeasurementVerification } from '../components/measurement-verification';
import { InventoryHistoryTable, ReservedHistoryTable } from '../components/stock-history-tables';
import { StockTakingDialog } from '../components/stock-taking-dialog';

const TABS = ['inventory-change-history', 'reserved-stock-change-history'] as const;

/** The product modal of the warehouse: stock now or as of a past instant, stock taking, and both history tabs. */
export function WarehouseProductModal() {
  const { t, i18n } = useTranslation('warehouse');
  const { productId = '', tab = 'inventory-change-history' } = useParams();
  const navigate = useNavigate();
  const product = useWarehouseProductQuery(productId);
  const [asOf, setAsOf] = useState<string | null>(null);
  const past = useStockAsOfQuery(productId, asOf);
  const [counting, setCounting] = useState(false);
  const close = () => navigate('/admin/warehouse/products');
  const stock = asOf ? past.data : product.data?.stock;

  return (
    <Modal
      open
      width={900}
      footer={null}
      title={product.data ? `${product.data.title} · ${product.data.sku}` : t('product')}
      onCancel={close}
    >
      {product.isPending ? (
        <PageLoading />
      ) : product.isError ? (
        <Alert type="error" showIcon title={product.error.message} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <DatePicker
              data-testid="as-of-picker"
              showTime
              placeholder={t('asOf.now')}
              onChange={(d) => setAsOf(d ? d.toDate().toISOString() : null)}
            />
            <Button data-testid="stock-taking-open" onClick={() => setCounting(true)}>
              {t('stockTaking.open')}
            </Button>
            {product.data ? <MeasurementVerification product={product.data} /> : null}
          </Space>
          <Descriptions
            data-testid="stock-figures"
            size="small"
            bordered
            column={3}
            title={asOf ? t('asOf.at', { when: formatDate(asOf, i18n.resolvedLanguage, true) }) : t('asOf.current')}
          >
            <Descriptions.Item label={t('stock.total')}>{stock?.total ?? '…'}</Descriptions.Item>
            <Descriptions.Item label={t('stock.reserved')}>{stock?.reserved ?? '…'}</Descriptions.Item>
            <Descriptions.Item label={t('stock.available')}>{stock?.available ?? '…'}</Descriptions.Item>
          </Descriptions>
          <Tabs
            activeKey={tab}
            onChange={(key) => navigate(`/admin/warehouse/products/${productId}/${key}`)}
            items={TABS.map((key) => ({
              key,
              label: t(`tabs.${key}`),
              children:
                key === 'inventory-change-history' ? (
                  <InventoryHistoryTable productId={productId} />
                ) : (
                  <ReservedHistoryTable productId={productId} />
                ),
            }))}
          />
        </Space>
      )}
      {counting && product.data ? (
        <StockTakingDialog productId={productId} current={product.data.stock.total} onClose={() => setCounting(false)} />
      ) : null}
    </Modal>
  );
}
