import { Alert, Button, DatePicker, Descriptions, Form, Input, InputNumber, Modal, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { formatDate } from '../../../shared/subscription/format';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useStockAsOfQuery, useStockTakingMutation, useWarehouseProductQuery } from '../api/warehouse-products-api';
import { MeasurementVerification } from '../components/measurement-verification';
import { InventoryHistoryTable, ReservedHistoryTable } from '../components/stock-history-tables';

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
  const stockTaking = useStockTakingMutation(productId);
  const [form] = Form.useForm<{ counted: number; comment: string }>();
  const close = () => navigate('/admin/warehouse/products');
  const stock = asOf ? past.data : product.data?.stock;

  const submitCount = async (values: { counted: number; comment: string }) => {
    try {
      await stockTaking.mutateAsync(values);
      toasts.push({ type: 'success', message: t('stockTaking.done') });
      setCounting(false);
      form.resetFields();
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <Modal open width={900} footer={null} title={product.data ? `${product.data.title} · ${product.data.sku}` : t('product')} onCancel={close}>
      {product.isPending ? <PageLoading /> : product.isError ? <Alert type="error" showIcon title={product.error.message} /> : (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <DatePicker data-testid="as-of-picker" showTime placeholder={t('asOf.now')} onChange={(d) => setAsOf(d ? d.toDate().toISOString() : null)} />
            <Button onClick={() => setCounting(true)}>{t('stockTaking.open')}</Button>
            {product.data ? <MeasurementVerification product={product.data} /> : null}
          </Space>
          <Descriptions data-testid="stock-figures" size="small" bordered column={3} title={asOf ? t('asOf.at', { when: formatDate(asOf, i18n.resolvedLanguage, true) }) : t('asOf.current')}>
            <Descriptions.Item label={t('stock.total')}>{stock?.total ?? '…'}</Descriptions.Item>
            <Descriptions.Item label={t('stock.reserved')}>{stock?.reserved ?? '…'}</Descriptions.Item>
            <Descriptions.Item label={t('stock.available')}>{stock?.available ?? '…'}</Descriptions.Item>
          </Descriptions>
          <Tabs
            activeKey={tab}
            onChange={(key) => navigate(`/admin/warehouse/products/${productId}/${key}`)}
            items={TABS.map((key) => ({ key, label: t(`tabs.${key}`), children: key === 'inventory-change-history' ? <InventoryHistoryTable productId={productId} /> : <ReservedHistoryTable productId={productId} /> }))}
          />
        </Space>
      )}
      <Modal open={counting} title={t('stockTaking.title')} okText={t('stockTaking.submit')} confirmLoading={stockTaking.isPending} onOk={() => form.submit()} onCancel={() => setCounting(false)} width={480}>
        <Form form={form} layout="vertical" onFinish={submitCount}>
          <Form.Item name="counted" label={t('stockTaking.counted')} rules={[{ required: true, message: t('stockTaking.required') }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="comment" label={t('stockTaking.comment')} rules={[{ required: true, whitespace: true, message: t('stockTaking.required') }]}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </Modal>
  );
}
