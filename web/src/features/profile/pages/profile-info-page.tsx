import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changePasswordBody, fieldErrorMessages, updateProfileBody, type Locale } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { sessionStore } from '../../../shared/session/session-store';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { zodRule } from '../../../shared/ui/zod-rule';
import { useChangePasswordMutation, useMeQuery, useUpdateProfileMutation } from '../api/profile-api';
import { formatDate } from '../../../shared/format/dates';

export function ProfileInfoPage() {
  const { t, i18n } = useTranslation('profile');
  const me = useMeQuery();
  const update = useUpdateProfileMutation();
  const changePassword = useChangePasswordMutation();
  const [profileForm] = Form.useForm<{ fullName: string; phone: string }>();
  const [passwordForm] = Form.useForm<{ currentPassword: string; newPassword: string }>();
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];

  useEffect(() => {
    if (me.data) profileForm.setFieldsValue({ fullName: me.data.fullName, phone: me.data.phone });
  }, [me.data, profileForm]);

  if (me.isPending) return <PageLoading />;
  if (me.isError) return <Alert type="error" showIcon title={me.error.message} />;

  const saveProfile = async (values: { fullName: string; phone: string }) => {
    try {
      await update.mutateAsync(values);
      const user = sessionStore.get().user;
      if (user) sessionStore.set({ user: { ...user, fullName: values.fullName } });
      toasts.push({ type: 'success', message: t('info.saved') });
    } catch (err) {
      showApiError(err, profileForm);
    }
  };

  const savePassword = async (values: { currentPassword: string; newPassword: string }) => {
    try {
      await changePassword.mutateAsync(values);
      passwordForm.resetFields();
      toasts.push({ type: 'success', message: t('password.changed') });
    } catch (err) {
      showApiError(err, passwordForm);
    }
  };

  const changedAt = formatDate(me.data.lastPasswordChangeAt, i18n.resolvedLanguage, true);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      <Card title={t('info.title')}>
        <Form data-testid="profile-form" form={profileForm} layout="vertical" onFinish={saveProfile}>
          <Form.Item label={t('info.email')}>
            <Input value={me.data.email} disabled />
          </Form.Item>
          <Form.Item name="fullName" label={t('info.fullName')} rules={[zodRule(updateProfileBody, 'fullName', messages)]}>
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t('info.phone')} rules={[zodRule(updateProfileBody, 'phone', messages)]}>
            <Input type="tel" />
          </Form.Item>
          <Button data-testid="profile-save" type="primary" htmlType="submit" loading={update.isPending}>
            {t('info.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('password.title')}>
        <Typography.Paragraph type="secondary">{t('info.lastPasswordChange', { date: changedAt })}</Typography.Paragraph>
        <Form form={passwordForm} layout="vertical" onFinish={savePassword}>
          <Form.Item
            name="currentPassword"
            label={t('password.current')}
            rules={[zodRule(changePasswordBody, 'currentPassword', messages)]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label={t('password.new')} rules={[zodRule(changePasswordBody, 'newPassword', messages)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button htmlType="submit" loading={changePassword.isPending}>
            {t('password.submit')}
          </Button>
        </Form>
        <p style={{ marginTop: 16 }}>
          <Link to={paths.profileRequestPasswordReset.href()}>{t('password.forgot')}</Link>
        </p>
      </Card>
    </Space>
  );
}
