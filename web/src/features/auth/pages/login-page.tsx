import { Button, Form, Input, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, fieldErrorMessages, loginBody, type Locale, type LoginBody } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useRuntimeConfigQuery } from '../../../shared/runtime-config/get-runtime-config';
import { useAuthActions } from '../../../shared/session/use-auth-actions';
import { isAdminType } from '../../../shared/session/user-types';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useLoginMutation } from '../api/auth-api';
import { CaptchaField, type CaptchaFieldHandle } from '../components/captcha-field';
import { GoogleButton } from '../components/google-button';
import { useClearSession } from '../components/use-clear-session';
import { ResendConfirmation } from '../components/resend-confirmation';

export function LoginPage() {
  useClearSession();
  const { t, i18n } = useTranslation('auth');
  const [form] = Form.useForm<LoginBody>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const { signIn } = useAuthActions();
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  const captchaSettings = useRuntimeConfigQuery().data?.captcha ?? null;
  const captcha = useRef<CaptchaFieldHandle>(null);
  // The server asks for the captcha only after repeated failures for the email; from then on the form shows it.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  // The email a login was refused for as not confirmed: the page then offers to send the link again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const submit = async (values: LoginBody) => {
    try {
      const tokens = await login.mutateAsync(values);
      signIn(tokens);
      const redirectTo = search.get('redirectTo');
      const safe = redirectTo && redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : null;
      navigate(
        safe ??
          (tokens.user.userType === 'WAREHOUSE_MANAGER'
            ? paths.adminWarehouse.href()
            : isAdminType(tokens.user.userType)
              ? paths.adminUsers.href()
              : '/'),
        { replace: true },
      );
    } catch (err) {
      captcha.current?.reset();
      setUnconfirmed(err instanceof ApiError && err.code === ErrorCode.EMAIL_NOT_CONFIRMED ? values.email : null);
      if (err instanceof ApiError && (err.code === ErrorCode.CAPTCHA_REQUIRED || err.code === ErrorCode.CAPTCHA_FAILED))
        setCaptchaAsked(true);
      showApiError(err, form);
    }
  };

  return (
    <>
      <Typography.Title level={4}>{t('login.title')}</Typography.Title>
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <Form data-testid="login-form" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="email" label={t('login.email')} rules={[zodRule(loginBody, 'email', messages)]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[zodRule(loginBody, 'password', messages)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {captchaSettings && <CaptchaField ref={captcha} settings={captchaSettings} hidden={!captchaAsked} />}
        <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Link to={paths.requestPasswordReset.href()}>{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link to={paths.registration.href()}>{t('login.register')}</Link>
        </span>
      </Space>
      <GoogleButton redirectTo={search.get('redirectTo')} />
    </>
  );
}
