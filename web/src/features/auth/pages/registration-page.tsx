import { Button, Form, Input, Result, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorMessages, registerBody, type Locale, type RegisterBody } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useRuntimeConfigQuery } from '../../../shared/runtime-config/get-runtime-config';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useRegisterMutation } from '../api/auth-api';
import { CaptchaField, type CaptchaFieldHandle } from '../components/captcha-field';
import { GoogleButton } from '../components/google-button';
import { useClearSession } from '../components/use-clear-session';

export function RegistrationPage() {
  useClearSession();
  const { t, i18n } = useTranslation('auth');
  const [form] = Form.useForm<RegisterBody>();
  const register = useRegisterMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captchaSettings = useRuntimeConfigQuery().data?.captcha ?? null;
  const captcha = useRef<CaptchaFieldHandle>(null);
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  const rule = (field: keyof RegisterBody) => zodRule(registerBody, field, messages);

  if (sentTo) {
    return (
      <Result
        data-testid="check-email"
        status="success"
        title={t('checkEmail.title')}
        subTitle={t('checkEmail.text', { email: sentTo })}
        extra={<Link to={paths.login.href()}>{t('checkEmail.toLogin')}</Link>}
      />
    );
  }

  const submit = async (values: RegisterBody) => {
    try {
      await register.mutateAsync(values);
      setSentTo(values.email);
    } catch (err) {
      captcha.current?.reset();
      showApiError(err, form);
    }
  };

  return (
    <>
      <Typography.Title level={4}>{t('registration.title')}</Typography.Title>
      <Form data-testid="registration-form" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="fullName" label={t('registration.fullName')} rules={[rule('fullName')]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('registration.email')} rules={[rule('email')]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('registration.phone')} rules={[rule('phone')]}>
          <Input type="tel" autoComplete="tel" placeholder="+1 212 555 0100" />
        </Form.Item>
        <Form.Item name="password" label={t('registration.password')} extra={t('registration.passwordHint')} rules={[rule('password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {captchaSettings && <CaptchaField ref={captcha} settings={captchaSettings} />}
        <Button data-testid="registration-submit" type="primary" htmlType="submit" block loading={register.isPending}>
          {t('registration.submit')}
        </Button>
      </Form>
      <GoogleButton />
      <p style={{ marginTop: 16 }}>
        {t('registration.haveAccount')} <Link to={paths.login.href()}>{t('registration.login')}</Link>
      </p>
    </>
  );
}
