import { Button, Col, Form, Input, InputNumber, Row, Select, Space, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorMessages,
  LENGTH_UNITS,
  productFields,
  WEIGHT_UNITS,
  type CreateProductBody,
  type Locale,
  type ProductDefaultsView,
  type ProductView,
} from '@ledgerhouse/contracts';
import { CountrySelect } from '../../../shared/ui/country-select';
import { zodRule } from '../../../shared/ui/zod-rule';
import { MoneyInput } from '../../../shared/ui/money-input';

export interface ProductFormValues {
  title: string;
  sku: string;
  barcode?: string;
  brand?: string;
  countryOfOrigin?: string;
  description?: string;
  photoUrl?: string;
  price?: number;
  unitOfMeasurement?: string;
  status: 'ACTIVE' | 'INACTIVE';
  length?: number;
  width?: number;
  height?: number;
  lengthUnit?: string;
  weightValue?: number;
  weightUnit?: string;
}

const DIMENSION_FIELDS = ['length', 'width', 'height', 'lengthUnit'] as const;
const WEIGHT_FIELDS = ['weightValue', 'weightUnit'] as const;
const blank = (v: unknown) => v === undefined || v === null || v === '';

const measuresOf = ({ dimensions, weight }: Pick<ProductView, 'dimensions' | 'weight'>): Partial<ProductFormValues> => ({
  length: dimensions?.length,
  width: dimensions?.width,
  height: dimensions?.height,
  lengthUnit: dimensions?.unit ?? 'cm',
  weightValue: weight?.value,
  weightUnit: weight?.unit ?? 'kg',
});

/** A product's values; a new product starts from the seller's product defaults (profile, "Product info"). */
export function valuesOf(product?: ProductView, defaults?: ProductDefaultsView): Partial<ProductFormValues> {
  if (!product)
    return {
      status: 'ACTIVE',
      countryOfOrigin: defaults?.countryOfOrigin,
      unitOfMeasurement: defaults?.unitOfMeasurement,
      ...measuresOf(defaults ?? {}),
    };
  return { ...product, price: product.priceCents / 100, ...measuresOf(product) };
}

export function bodyOf(v: ProductFormValues): CreateProductBody {
  const text = (s?: string) => (s && s.trim() ? s.trim() : undefined);
  return {
    title: v.title,
    sku: v.sku,
    barcode: text(v.barcode),
    brand: text(v.brand),
    countryOfOrigin: text(v.countryOfOrigin),
    description: text(v.description),
    photoUrl: text(v.photoUrl),
    priceCents: Math.round((v.price ?? 0) * 100),
    unitOfMeasurement: text(v.unitOfMeasurement),
    status: v.status,
    dimensions: blank(v.length)
      ? undefined
      : { length: v.length!, width: v.width!, height: v.height!, unit: v.lengthUnit as (typeof LENGTH_UNITS)[number] },
    weight: blank(v.weightValue) ? undefined : { value: v.weightValue!, unit: v.weightUnit as (typeof WEIGHT_UNITS)[number] },
  };
}

/** Spec 5: a group (dimensions, weight) is filled whole or left empty. */
function wholeGroup(group: readonly string[], message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const values = group.filter((f) => !f.endsWith('Unit')).map((f) => getFieldValue(f));
      if (values.some(blank) && !values.every(blank)) throw new Error(message);
    },
  });
}

export interface ProductFormProps {
  form: FormInstance<ProductFormValues>;
  initial?: ProductView;
  /** A new product starts from these. */
  defaults?: ProductDefaultsView;
  locked?: { barcode?: boolean; dimensions?: boolean; weight?: boolean };
  submitting: boolean;
  onSubmit(values: ProductFormValues): void;
  /** Shows a Cancel button beside Save. */
  onCancel?(): void;
  onValuesChange?(): void;
}

export function ProductForm({ form, initial, defaults, locked, submitting, onSubmit, onCancel, onValuesChange }: ProductFormProps) {
  const { t, i18n } = useTranslation('products');
  const { t: tc } = useTranslation();
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  const rule = (field: keyof typeof productFields.shape) => zodRule(productFields, field, messages);
  const priceRule: Rule = {
    validator: async (_r, v) => {
      if (blank(v)) throw new Error(messages.REQUIRED);
      if (Number(v) === 0) throw new Error(messages.VALUE_NOT_ZERO);
    },
  };
  return (
    <Form
      data-testid="product-form"
      form={form}
      layout="vertical"
      initialValues={valuesOf(initial, defaults)}
      onFinish={onSubmit}
      onValuesChange={onValuesChange}
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="title" label={t('fields.title')} rules={[rule('title')]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="sku" label={t('fields.sku')} rules={[rule('sku')]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="barcode" label={t('fields.barcode')} extra={locked?.barcode ? t('hints.barcodeLocked') : undefined}>
            <Input disabled={locked?.barcode} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="brand" label={t('fields.brand')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="countryOfOrigin" label={t('fields.countryOfOrigin')} rules={[rule('countryOfOrigin')]}>
            <CountrySelect data-testid="country-of-origin" placeholder={t('hints.country')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="price" label={t('fields.price')} rules={[priceRule]}>
            <MoneyInput min={0} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="unitOfMeasurement" label={t('fields.unitOfMeasurement')}>
            <Input placeholder={t('hints.unit')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="status" label={t('fields.status')}>
            <Select
              options={[
                { value: 'ACTIVE', label: t('status.ACTIVE') },
                { value: 'INACTIVE', label: t('status.INACTIVE') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="photoUrl" label={t('fields.photoUrl')} rules={[rule('photoUrl')]}>
            <Input placeholder="https://" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('fields.description')}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('fields.dimensions')} extra={locked?.dimensions ? t('hints.verified') : t('hints.optional')}>
        <Space wrap>
          {(['length', 'width', 'height'] as const).map((f) => (
            <Form.Item
              key={f}
              name={f}
              noStyle
              dependencies={[...DIMENSION_FIELDS]}
              rules={[wholeGroup(DIMENSION_FIELDS, t('hints.wholeGroup'))]}
            >
              <InputNumber min={0} placeholder={t(`fields.${f}`)} disabled={locked?.dimensions} aria-label={t(`fields.${f}`)} />
            </Form.Item>
          ))}
          <Form.Item name="lengthUnit" noStyle>
            <Select
              style={{ width: 90 }}
              disabled={locked?.dimensions}
              options={LENGTH_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))}
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item label={t('fields.weight')} extra={locked?.weight ? t('hints.verified') : t('hints.optional')}>
        <Space>
          <Form.Item name="weightValue" noStyle rules={[wholeGroup(WEIGHT_FIELDS, t('hints.wholeGroup'))]}>
            <InputNumber min={0} disabled={locked?.weight} aria-label={t('fields.weight')} />
          </Form.Item>
          <Form.Item name="weightUnit" noStyle>
            <Select
              style={{ width: 90 }}
              disabled={locked?.weight}
              options={WEIGHT_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))}
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <Space>
        <Button data-testid="product-submit" type="primary" htmlType="submit" loading={submitting}>
          {t('actions.save')}
        </Button>
        {onCancel ? (
          <Button data-testid="product-cancel" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
}
