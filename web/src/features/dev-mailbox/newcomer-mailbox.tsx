import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useOwnMailboxMutation, type OwnMailboxInput } from './api/read-own-mailbox';
import { MailList } from './mail-list';

/** Signed out: a newcomer cannot sign in before confirming, so they show their own mail with the password they chose. */
export function NewcomerMailbox() {
  const { t } = useTranslation('auth');
  const mail = useOwnMailboxMutation();
  return (
    <>
      <Alert
        data-testid="dev-mailbox-signed-out"
        type="info"
        showIcon
        title={t('mailbox.signedOut')}
        description={t('mailbox.newcomer')}
        action={
          <Link to={paths.login.href('/dev/mailbox')}>
            <Button type="primary">{t('mailbox.signIn')}</Button>
          </Link>
        }
        style={{ marginBottom: 16 }}
      />
      <Form<OwnMailboxInput>
        data-testid="dev-mailbox-newcomer"
        layout="inline"
        onFinish={(values) => mail.mutate(values)}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="email" label={t('mailbox.email')} rules={[{ required: true }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('mailbox.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mail.isPending} data-testid="dev-mailbox-show">
          {t('mailbox.show')}
        </Button>
      </Form>
      {mail.isError ? <Alert type="error" showIcon title={mail.error.message} style={{ marginBottom: 16 }} /> : null}
      {mail.data ? <MailList items={mail.data.items} loading={false} /> : null}
    </>
  );
}
