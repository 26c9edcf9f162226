import { Button, Form, Input, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { fieldErrorMessages, resetPasswordBody, type Locale } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { sessionStore } from '../../../shared/session/session-store';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useResetLinkQuery, useResetPasswordMutation } from '../api/auth-api';

const COUNTDOWN_SECONDS = 5;

/** /reset_password?user=&token= from the mail; an authenticated user goes to /profile-password-reset with the same query. */
export function NewPasswordPage({ afterReset = paths.login.href() }: { afterReset?: string }) {
  const { t, i18n } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const [form] = Form.useForm<{ password: string; repeat: string }>();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  const userId = search.get('user');
  const token = search.get('token');
  const link = useResetLinkQuery(userId, token);

  // Spec 8: an invalid, used or expired link is a toast; the page stays, with the way to a new link.
  useEffect(() => {
    if (link.error) toasts.push({ type: 'error', message: link.error.message });
  }, [link.error]);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      navigate(afterReset, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate, afterReset]);

  if (afterReset === paths.login.href() && sessionStore.authenticated)
    return <Navigate to={`${paths.profilePasswordReset.href()}?${search.toString()}`} replace />;
  if (!userId || !token) return <Result status="warning" title={t('newPassword.missing')} />;
  if (secondsLeft === null && link.isPending) return <PageLoading />;
  if (secondsLeft === null && link.isError) {
    return (
      <Result
        data-testid="reset-link-unusable"
        status="warning"
        title={link.error.message}
        extra={
          <Link to={paths.requestPasswordReset.href()}>
            <Button type="primary">{t('newPassword.requestAgain')}</Button>
          </Link>
        }
      />
    );
  }
  if (secondsLeft !== null)
    return <Result data-testid="password-reset-done" status="success" title={t('newPassword.done', { seconds: secondsLeft })} />;

  const submit = async ({ password }: { password: string }) => {
    try {
      await reset.mutateAsync({ userId, token, password });
      setSecondsLeft(COUNTDOWN_SECONDS);
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <>
      <Typography.Title level={4}>{t('newPassword.title')}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="password" label={t('newPassword.password')} rules={[zodRule(resetPasswordBody, 'password', messages)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('newPassword.repeat')}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, v) => {
                if (v !== getFieldValue('password')) throw new Error(t('newPassword.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('newPassword.submit')}
        </Button>
      </Form>
    </>
  );
}
