import { Alert, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { isMissingRecord, NotFoundResult } from '../../../shared/ui/not-found-result';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useLeaveGuard } from '../../../shared/ui/use-leave-guard';
import { useProductQuery, useUpdateProductMutation } from '../api/products-api';
import { ListingsEditor } from '../components/listings-editor';
import { ManagedStockSwitch } from '../components/managed-stock-switch';
import { bodyOf, ProductForm, type ProductFormValues } from '../components/product-form';

export function ProductEditPage() {
  const { t } = useTranslation('products');
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProductQuery(productId);
  const update = useUpdateProductMutation(productId);
  const [form] = Form.useForm<ProductFormValues>();
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, paths.productEdit.href(productId), { title: t('leave.title'), content: t('leave.text'), okText: t('leave.ok') });
  const backToList = () => navigate(paths.products.href());
  if (product.isPending) return <PageLoading />;
  if (isMissingRecord(product.error)) return <NotFoundResult onBack={backToList} />;
  if (product.isError) return <Alert type="error" showIcon title={product.error.message} />;
  const p = product.data;
  const submit = async (values: ProductFormValues) => {
    const body = bodyOf(values);
    if (p.stock.total !== 0) delete body.barcode;
    if (p.dimensionsVerified) delete body.dimensions;
    if (p.weightVerified) delete body.weight;
    try {
      await update.mutateAsync(body);
      toasts.push({ type: 'success', message: t('messages.saved') });
      // Saved: leaving no longer asks.
      flushSync(() => setDirty(false));
      backToList();
    } catch (err) {
      showApiError(err, form);
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 900 }}>
      <Card title={t('actions.edit')}>
        <ProductForm
          form={form}
          initial={p}
          locked={{ barcode: p.stock.total !== 0, dimensions: p.dimensionsVerified, weight: p.weightVerified }}
          submitting={update.isPending}
          onSubmit={submit}
          onCancel={backToList}
          onValuesChange={() => setDirty(true)}
        />
      </Card>
      <Card title={t('listings.title')}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ManagedStockSwitch product={p} />
          <ListingsEditor key={JSON.stringify([p.managedStock, p.listings])} product={p} />
        </Space>
      </Card>
    </Space>
  );
}
