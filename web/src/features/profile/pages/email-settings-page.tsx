import { Alert, Button, Card, Checkbox, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessages, NOTIFICATION_CATEGORIES, notificationSettingsBody, type Locale } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useMeQuery, useNotificationSettingsMutation } from '../api/profile-api';

type Values = { categories: (typeof NOTIFICATION_CATEGORIES)[number][]; email: string };

export function EmailSettingsPage() {
  const { t, i18n } = useTranslation('profile');
  const me = useMeQuery();
  const save = useNotificationSettingsMutation();
  const [form] = Form.useForm<Values>();
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];

  useEffect(() => {
    if (me.data) form.setFieldsValue({ categories: me.data.notifications.categories, email: me.data.notifications.email ?? '' });
  }, [me.data, form]);

  if (me.isPending) return <PageLoading />;
  if (me.isError) return <Alert type="error" showIcon title={me.error.message} />;

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({ categories: values.categories, email: values.email ? values.email : null });
      toasts.push({ type: 'success', message: t('notifications.saved') });
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <Card title={t('notifications.title')} style={{ maxWidth: 640 }}>
      <Form data-testid="email-settings-form" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="categories">
          <Checkbox.Group
            options={NOTIFICATION_CATEGORIES.map((c) => ({ value: c, label: t(`notifications.categories.${c}`) }))}
            style={{ display: 'grid', gap: 8 }}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('notifications.email')}
          extra={t('notifications.emailHint')}
          rules={[zodRule(notificationSettingsBody, 'email', messages)]}
        >
          <Input type="email" placeholder={me.data.email} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('notifications.save')}
        </Button>
      </Form>
    </Card>
  );
}
