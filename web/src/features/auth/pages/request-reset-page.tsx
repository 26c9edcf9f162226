import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorMessages, requestPasswordResetBody, type Locale } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { useClearSession } from '../components/use-clear-session';

export function RequestResetPage() {
  useClearSession();
  const { t, i18n } = useTranslation('auth');
  const [form] = Form.useForm<{ email: string }>();
  const request = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];

  if (sentTo)
    return (
      <Result
        status="success"
        title={t('checkEmail.title')}
        subTitle={t('requestReset.sent', { email: sentTo })}
        extra={<Link to={paths.login.href()}>{t('requestReset.toLogin')}</Link>}
      />
    );

  const submit = async (values: { email: string }) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <>
      <Typography.Title level={4}>{t('requestReset.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('requestReset.text')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="email" label={t('requestReset.email')} rules={[zodRule(requestPasswordResetBody, 'email', messages)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t('requestReset.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 16 }}>
        <Link to={paths.login.href()}>{t('requestReset.toLogin')}</Link>
      </p>
    </>
  );
}
