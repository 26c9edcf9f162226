// Promo code fields: code (fixed once created), discount %, tariff basic/premium, optional usage limit and expiry.
import { Button, DatePicker, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CreatePromoCodeBody, PromoCodeView } from '@ledgerhouse/contracts';

export interface PromoCodeFormValues {
  code: string;
  discountPercent: number;
  plan: 'basic' | 'premium';
  usageLimit?: number | null;
  /** The last day it is valid, in the user's time zone. */
  expiresAt?: Dayjs | null;
}

export function valuesOf(promo?: PromoCodeView): Partial<PromoCodeFormValues> {
  if (!promo) return { plan: 'basic' };
  return {
    code: promo.code,
    discountPercent: promo.discountPercent,
    plan: promo.plan,
    usageLimit: promo.usageLimit,
    expiresAt: promo.expiresAt ? dayjs(promo.expiresAt) : undefined,
  };
}

export function bodyOf(v: PromoCodeFormValues): CreatePromoCodeBody {
  return {
    code: v.code.trim().toUpperCase(),
    discountPercent: v.discountPercent,
    plan: v.plan,
    usageLimit: v.usageLimit ?? null,
    // Valid through the end of the chosen day.
    expiresAt: v.expiresAt ? v.expiresAt.endOf('day').toISOString() : null,
  };
}

export function PromoCodeForm({
  form,
  initial,
  submitting,
  onSubmit,
}: {
  form: FormInstance<PromoCodeFormValues>;
  initial?: PromoCodeView;
  submitting: boolean;
  onSubmit(values: PromoCodeFormValues): void;
}) {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('subscription');
  return (
    <Form data-testid="promo-code-form" form={form} layout="vertical" initialValues={valuesOf(initial)} onFinish={onSubmit}>
      <Form.Item
        name="code"
        label={t('promocodes.code')}
        rules={[
          { required: true, message: t('wallet.required') },
          { pattern: /^[A-Za-z0-9_-]{3,40}$/, message: t('promocodes.codeFormat') },
        ]}
        normalize={(v: string) => v.toUpperCase()}
      >
        <Input data-testid="promo-code-code" disabled={Boolean(initial)} maxLength={40} />
      </Form.Item>
      <Form.Item name="discountPercent" label={t('promocodes.discountPercent')} rules={[{ required: true, message: t('wallet.required') }]}>
        <InputNumber data-testid="promo-code-discount" min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="plan" label={t('promocodes.plan')} rules={[{ required: true, message: t('wallet.required') }]}>
        <Select
          data-testid="promo-code-plan"
          options={(['basic', 'premium'] as const).map((p) => ({ value: p, label: ts(`plans.${p}`) }))}
        />
      </Form.Item>
      <Form.Item name="usageLimit" label={t('promocodes.usageLimit')} extra={t('promocodes.usageLimitHint')}>
        <InputNumber data-testid="promo-code-limit" min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('promocodes.expiresAt')} extra={t('promocodes.expiresHint')}>
        <DatePicker data-testid="promo-code-expires" style={{ width: '100%' }} />
      </Form.Item>
      <Button data-testid="promo-code-submit" type="primary" htmlType="submit" loading={submitting}>
        {initial ? t('promocodes.save') : t('promocodes.create')}
      </Button>
    </Form>
  );
}
