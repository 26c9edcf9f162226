import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useProductDefaultsQuery } from '../../../shared/product-defaults/get-product-defaults';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCreateProductMutation } from '../api/products-api';
import { bodyOf, ProductForm, type ProductFormValues } from '../components/product-form';

export function ProductCreateModal() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const create = useCreateProductMutation();
  // A new product starts from the seller's product defaults; without them (not loaded) from a blank form.
  const defaults = useProductDefaultsQuery();
  const [form] = Form.useForm<ProductFormValues>();
  const close = () => navigate(paths.products.href());
  const submit = async (values: ProductFormValues) => {
    try {
      await create.mutateAsync(bodyOf(values));
      toasts.push({ type: 'success', message: t('messages.created') });
      close();
    } catch (err) {
      showApiError(err, form);
    }
  };
  return (
    <Modal open title={t('actions.create')} footer={null} width={760} onCancel={close}>
      {defaults.isPending ? (
        <PageLoading />
      ) : (
        <ProductForm form={form} defaults={defaults.data} submitting={create.isPending} onSubmit={submit} />
      )}
    </Modal>
  );
}
