// Profile, "Product info": the values every new product starts from (package size, weight, country of origin, unit).
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorMessages,
  LENGTH_UNITS,
  productDefaultsBody,
  WEIGHT_UNITS,
  type LengthUnit,
  type Locale,
  type ProductDefaultsBody,
  type ProductDefaultsView,
  type WeightUnit,
} from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useProductDefaultsQuery } from '../../../shared/product-defaults/get-product-defaults';
import { CountrySelect } from '../../../shared/ui/country-select';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useSetProductDefaultsMutation } from '../api/set-product-defaults';

interface Values {
  countryOfOrigin?: string;
  unitOfMeasurement?: string;
  dimensions: { length?: number | null; width?: number | null; height?: number | null; unit: LengthUnit };
  weight: { value?: number | null; unit: WeightUnit };
}

const SIDES = ['length', 'width', 'height'] as const;
const blank = (v: unknown) => v === undefined || v === null || v === '';

const valuesOf = (d: ProductDefaultsView): Values => ({
  countryOfOrigin: d.countryOfOrigin,
  unitOfMeasurement: d.unitOfMeasurement,
  dimensions: { ...d.dimensions, unit: d.dimensions?.unit ?? 'cm' },
  weight: { ...d.weight, unit: d.weight?.unit ?? 'kg' },
});

function bodyOf(v: Values): ProductDefaultsBody {
  const { length, width, height, unit } = v.dimensions;
  return {
    countryOfOrigin: v.countryOfOrigin || undefined,
    unitOfMeasurement: v.unitOfMeasurement?.trim() || undefined,
    dimensions: blank(length) ? undefined : { length: length!, width: width!, height: height!, unit },
    weight: blank(v.weight.value) ? undefined : { value: v.weight.value!, unit: v.weight.unit },
  };
}

export function ProductDefaultsPage() {
  const { t, i18n } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  const defaults = useProductDefaultsQuery();
  const save = useSetProductDefaultsMutation();
  const [form] = Form.useForm<Values>();
  if (defaults.isPending) return <PageLoading />;
  if (defaults.isError) return <Alert type="error" showIcon title={defaults.error.message} />;

  /** Spec 5: the package size is filled whole or left empty. */
  const wholeSize: Rule = ({ getFieldValue }) => ({
    validator: async () => {
      const sides = SIDES.map((s) => getFieldValue(['dimensions', s]));
      if (sides.some(blank) && !sides.every(blank)) throw new Error(t('productDefaults.wholeSize'));
    },
  });
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync(bodyOf(values));
      toasts.push({ type: 'success', message: t('productDefaults.saved') });
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <Card title={t('productDefaults.title')} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('productDefaults.intro')}</Typography.Paragraph>
      <Form data-testid="product-defaults-form" form={form} layout="vertical" initialValues={valuesOf(defaults.data)} onFinish={submit}>
        <Form.Item label={t('productDefaults.packageSize')} extra={t('productDefaults.packageSizeHint')}>
          <Space wrap>
            {SIDES.map((side) => (
              <Form.Item
                key={side}
                name={['dimensions', side]}
                noStyle
                dependencies={SIDES.map((s) => ['dimensions', s])}
                rules={[wholeSize]}
              >
                <InputNumber min={0} placeholder={t(`productDefaults.${side}`)} aria-label={t(`productDefaults.${side}`)} />
              </Form.Item>
            ))}
            <Form.Item name={['dimensions', 'unit']} noStyle>
              <Select
                style={{ width: 90 }}
                aria-label={t('productDefaults.lengthUnit')}
                options={LENGTH_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))}
              />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label={t('productDefaults.weight')}>
          <Space>
            <Form.Item name={['weight', 'value']} noStyle>
              <InputNumber min={0} aria-label={t('productDefaults.weight')} />
            </Form.Item>
            <Form.Item name={['weight', 'unit']} noStyle>
              <Select
                style={{ width: 90 }}
                aria-label={t('productDefaults.weightUnit')}
                options={WEIGHT_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))}
              />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item
          name="countryOfOrigin"
          label={t('productDefaults.countryOfOrigin')}
          rules={[zodRule(productDefaultsBody, 'countryOfOrigin', messages)]}
        >
          <CountrySelect data-testid="defaults-country" placeholder={t('productDefaults.countryPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="unitOfMeasurement"
          label={t('productDefaults.unitOfMeasurement')}
          rules={[zodRule(productDefaultsBody, 'unitOfMeasurement', messages)]}
        >
          <Input placeholder={t('productDefaults.unitPlaceholder')} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Button data-testid="product-defaults-save" type="primary" htmlType="submit" loading={save.isPending}>
          {t('productDefaults.save')}
        </Button>
      </Form>
    </Card>
  );
}
