import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessages, requestIntegrationBody, resolveLocale, type RequestIntegrationBody } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toasts } from '../../../shared/ui/toast-queue';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useCreateIntegrationRequestMutation } from '../api/create-integration-request';

/** The request for an integration (another marketplace, or a manager's help with Amazon, Shopify or Walmart). */
export function IntegrationRequestForm({
  pageSize,
  onCreated,
  initialValues,
  testId = 'integration-request',
}: {
  pageSize: number;
  onCreated(): void;
  initialValues?: Partial<RequestIntegrationBody>;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('salesChannels');
  const [form] = Form.useForm<RequestIntegrationBody>();
  const mutation = useCreateIntegrationRequestMutation(pageSize);
  const rule = (field: keyof RequestIntegrationBody) =>
    zodRule(requestIntegrationBody, field, fieldErrorMessages[resolveLocale(i18n.resolvedLanguage)]);

  const submit = async (values: RequestIntegrationBody) => {
    try {
      await mutation.mutateAsync({ ...values, website: values.website || undefined, comment: values.comment || undefined });
      form.resetFields();
      toasts.push({ type: 'success', message: t('form.submitted') });
      onCreated();
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <Form
      data-testid={`${testId}-form`}
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark
      initialValues={initialValues}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="marketplace" label={t('form.marketplace')} required rules={[rule('marketplace')]}>
        <Input placeholder={t('form.marketplacePlaceholder')} maxLength={60} />
      </Form.Item>
      <Form.Item name="website" label={t('form.website')} rules={[rule('website')]}>
        <Input placeholder={t('form.websitePlaceholder')} />
      </Form.Item>
      <Form.Item name="contactEmail" label={t('form.contactEmail')} required rules={[rule('contactEmail')]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="comment" label={t('form.comment')} rules={[rule('comment')]}>
        <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('form.commentPlaceholder')} />
      </Form.Item>
      <Button data-testid={`${testId}-submit`} type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
