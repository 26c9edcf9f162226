// What the seller declares: label tracking number, courier, parcels, a note. Rules from the contract's zod schema.
import { Button, Form, Input, InputNumber } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessages, forwardingFields, type ForwardingFields, type ForwardingFile, type Locale } from '@ledgerhouse/contracts';
import { zodRule } from '../../../shared/ui/zod-rule';
import { ForwardingFilesField } from './forwarding-files-field';

export type ForwardingFormValues = {
  trackingNumber: string;
  courierService: string;
  parcels: number;
  clientNote?: string | null;
  files?: ForwardingFile[];
};

export const bodyOf = (values: ForwardingFormValues): ForwardingFields => ({
  trackingNumber: values.trackingNumber.trim(),
  courierService: values.courierService.trim(),
  parcels: values.parcels,
  clientNote: values.clientNote?.trim() ? values.clientNote.trim() : null,
  fileIds: (values.files ?? []).map((f) => f.id),
});

export function ForwardingForm({
  form,
  initial,
  submitting,
  onSubmit,
}: {
  form: FormInstance<ForwardingFormValues>;
  initial?: ForwardingFormValues;
  submitting: boolean;
  onSubmit(values: ForwardingFormValues): void;
}) {
  const { t, i18n } = useTranslation('forwarding');
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  const rule = (field: keyof ForwardingFields) => zodRule(forwardingFields, field, messages);
  return (
    <Form<ForwardingFormValues>
      form={form}
      layout="vertical"
      data-testid="forwarding-form"
      initialValues={initial ?? { parcels: 1 }}
      onFinish={onSubmit}
    >
      <Form.Item name="trackingNumber" label={t('fields.trackingNumber')} rules={[rule('trackingNumber')]}>
        <Input data-testid="forwarding-tracking" maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="courierService" label={t('fields.courierService')} rules={[rule('courierService')]}>
        <Input data-testid="forwarding-courier" maxLength={100} />
      </Form.Item>
      <Form.Item name="parcels" label={t('fields.parcels')} rules={[rule('parcels')]}>
        <InputNumber data-testid="forwarding-parcels" min={1} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="clientNote" label={t('fields.clientNote')}>
        <Input.TextArea data-testid="forwarding-note" maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="files" label={t('fields.files')}>
        <ForwardingFilesField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="forwarding-save" block>
        {t('actions.save')}
      </Button>
    </Form>
  );
}
