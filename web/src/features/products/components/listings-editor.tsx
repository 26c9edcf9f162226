import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toasts } from '../../../shared/ui/toast-queue';
import { useSetListingsMutation } from '../api/product-listings-api';
import { MoneyInput } from '../../../shared/ui/money-input';

interface ListingRow {
  accountName: string;
  quantityForSale: number;
  price: number;
  link?: string;
}

/** The product's per-channel listings; while managed stock is on, quantities follow available stock and are read-only. */
export function ListingsEditor({ product }: { product: ProductView }) {
  const { t } = useTranslation('products');
  const save = useSetListingsMutation(product.id);
  const [form] = Form.useForm<{ listings: ListingRow[] }>();
  const initial = product.listings.map((l) => ({
    accountName: l.accountName,
    quantityForSale: l.quantityForSale,
    price: l.priceCents / 100,
    link: l.link,
  }));
  const submit = async ({ listings = [] }: { listings?: ListingRow[] }) => {
    const body = listings.map((l) => ({
      accountName: l.accountName,
      quantityForSale: product.managedStock
        ? Math.min(l.quantityForSale ?? 0, Math.max(0, product.stock.available))
        : (l.quantityForSale ?? 0),
      priceCents: Math.round((l.price ?? 0) * 100),
      link: l.link?.trim() ? l.link.trim() : undefined,
    }));
    try {
      await save.mutateAsync(body);
      toasts.push({ type: 'success', message: t('listings.saved') });
    } catch (err) {
      showApiError(err, form);
    }
  };
  const required = { required: true, message: t('listings.required') };
  const notZero = {
    validator: async (_r: unknown, v: unknown) => {
      if (Number(v) === 0) throw new Error(t('listings.notZero'));
    },
  };
  return (
    <Form data-testid="listings-form" form={form} initialValues={{ listings: initial }} onFinish={submit}>
      <Form.List name="listings">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map(({ key, name }) => (
              <Space key={key} wrap align="start">
                <Form.Item name={[name, 'accountName']} rules={[required]}>
                  <Input placeholder={t('listings.accountName')} aria-label={t('listings.accountName')} />
                </Form.Item>
                <Form.Item
                  name={[name, 'quantityForSale']}
                  rules={product.managedStock ? [required] : [required, notZero]}
                  extra={product.managedStock ? t('listings.followsStock') : undefined}
                >
                  <InputNumber
                    min={0}
                    precision={0}
                    disabled={product.managedStock}
                    placeholder={t('listings.quantityForSale')}
                    aria-label={t('listings.quantityForSale')}
                  />
                </Form.Item>
                <Form.Item name={[name, 'price']} rules={[required, notZero]}>
                  <MoneyInput min={0} step={0.01} precision={2} placeholder={t('listings.price')} aria-label={t('listings.price')} />
                </Form.Item>
                <Form.Item name={[name, 'link']} rules={[{ type: 'url', message: t('listings.invalidLink') }]}>
                  <Input placeholder={t('listings.link')} aria-label={t('listings.link')} style={{ width: 260 }} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={t('listings.remove')} onClick={() => remove(name)} />
              </Space>
            ))}
            <Space>
              <Button
                data-testid="listing-add"
                icon={<PlusOutlined />}
                onClick={() => add({ quantityForSale: product.managedStock ? Math.max(0, product.stock.available) : 0 })}
              >
                {t('listings.add')}
              </Button>
              <Button data-testid="listings-save" type="primary" htmlType="submit" loading={save.isPending}>
                {t('listings.save')}
              </Button>
            </Space>
          </Space>
        )}
      </Form.List>
    </Form>
  );
}
