// The add-card form, shared by the add-card dialog and /add-yookassa-card: number, expiry, CVC, holder.
import { Button, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { addCardBody, fieldErrorMessages, type AddCardBody, type Locale } from '@ledgerhouse/contracts';
import { zodRule } from '../../../shared/ui/zod-rule';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function CardForm({
  form,
  submitting,
  onSubmit,
}: {
  form: FormInstance<AddCardBody>;
  submitting: boolean;
  onSubmit(values: AddCardBody): void;
}) {
  const { t, i18n } = useTranslation('payments');
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  const rule = (field: keyof AddCardBody) => zodRule(addCardBody, field, messages);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 16 }, (_, i) => thisYear + i);
  const submit = (values: AddCardBody) =>
    onSubmit({ ...values, number: values.number.replace(/\s+/g, ''), holderName: values.holderName || undefined });
  return (
    <Form<AddCardBody> form={form} layout="vertical" data-testid="card-form" onFinish={submit} requiredMark={false}>
      <Form.Item name="number" label={t('cardForm.number')} rules={[rule('number')]}>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="expMonth" label={t('cardForm.expMonth')} rules={[rule('expMonth')]}>
            <Select
              data-testid="card-exp-month"
              placeholder={t('cardForm.month')}
              options={MONTHS.map((m) => ({ value: m, label: String(m).padStart(2, '0') }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="expYear" label={t('cardForm.expYear')} rules={[rule('expYear')]}>
            <Select
              data-testid="card-exp-year"
              placeholder={t('cardForm.year')}
              options={years.map((y) => ({ value: y, label: String(y) }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="cvc" label={t('cardForm.cvc')} rules={[rule('cvc')]}>
            <Input.Password inputMode="numeric" autoComplete="cc-csc" maxLength={4} visibilityToggle={false} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="holderName" label={t('cardForm.holderName')} rules={[rule('holderName')]}>
        <Input autoComplete="cc-name" />
      </Form.Item>
      <Button data-testid="card-submit" type="primary" htmlType="submit" loading={submitting} block>
        {t('cardForm.submit')}
      </Button>
    </Form>
  );
}
