import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessages, requestIntegrationBody, type Locale, type RequestIntegrationBody } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCreateIntegrationRequestMutation } from '../api/create-integration-request';
import { zodRule } from '../../../shared/ui/zod-rule';

export function IntegrationRequestForm({ pageSize, onCreated }: { pageSize: number; onCreated(): void }) {
  const { t, i18n } = useTranslation('salesChannels');
  const [form] = Form.useForm<RequestIntegrationBody>();
  const mutation = useCreateIntegrationRequestMutation(pageSize);
  const locale = (i18n.resolvedLanguage ?? 'en-US') as Locale;
  const rule = (field: keyof RequestIntegrationBody) => zodRule(requestIntegrationBody, field, fieldErrorMessages[locale]);

  const submit = async (values: RequestIntegrationBody) => {
    try {
      await mutation.mutateAsync({ ...values, website: values.website || undefined, comment: values.comment || undefined });
      form.resetFields();
      toasts.push({ type: 'success', message: t('form.submitted') });
      onCreated();
    } catch (err) {
      if (err instanceof ApiError && err.fields.length > 0) {
        form.setFields(err.fields.map((f) => ({ name: f.field as keyof RequestIntegrationBody, errors: [f.message] })));
      } else {
        toasts.push({ type: 'error', message: err instanceof Error ? err.message : String(err) });
      }
    }
  };

  return (
    <Card title={t('form.title')}>
      <Form data-testid="integration-request-form" form={form} layout="vertical" onFinish={submit} requiredMark style={{ maxWidth: 560 }}>
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
        <Button data-testid="integration-request-submit" type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('form.submit')}
        </Button>
      </Form>
    </Card>
  );
}
