import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-store';
import { useDevMailboxQuery } from './api/read-dev-mailbox';
import { MailList } from './mail-list';
import { NewcomerMailbox } from './newcomer-mailbox';

/**
 * /dev/mailbox: what the embedded mail port "sent" (confirmation and reset links). Everyone, staff included, reads only
 * the mail to their own address: signed in, or with the account's password before the first sign-in. The server hides
 * it in production and with SMTP.
 */
export function DevMailboxPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const signedIn = Boolean(session.access || session.refresh);
  const mail = useDevMailboxQuery(signedIn);
  return (
    <div style={{ maxWidth: 900, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={3}>{t('mailbox.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('mailbox.text')}</Typography.Paragraph>
      {signedIn ? null : <NewcomerMailbox />}
      {mail.data ? (
        <Typography.Paragraph data-testid="dev-mailbox-scope">
          {t('mailbox.scopeOwn', { email: session.user?.email ?? '' })}
        </Typography.Paragraph>
      ) : null}
      {mail.isError ? <Alert type="error" showIcon title={mail.error.message} /> : null}
      {signedIn ? <MailList items={mail.data?.items ?? []} loading={mail.isPending} /> : null}
    </div>
  );
}
