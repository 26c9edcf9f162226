import { Alert, Button, Card, Empty, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../shared/session/session-store';
import { useDevMailboxQuery } from './api/read-dev-mailbox';
import { formatInstantToSecond } from '../../shared/format/dates';

/**
 * /dev/mailbox: what the embedded mail port "sent" (confirmation and reset links). Signed in only: a user sees mail to
 * their own address, staff and warehouse managers everyone's. The server hides it in production and with SMTP.
 */
export function DevMailboxPage() {
  const { t, i18n } = useTranslation('auth');
  const session = useSession();
  const signedIn = Boolean(session.access || session.refresh);
  const [to, setTo] = useState<string | undefined>();
  const mail = useDevMailboxQuery(to, signedIn);
  return (
    <div style={{ maxWidth: 900, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={3}>{t('mailbox.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('mailbox.text')}</Typography.Paragraph>
      {signedIn ? null : (
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
        />
      )}
      {mail.data ? (
        <Typography.Paragraph data-testid="dev-mailbox-scope">
          {mail.data.scope === 'all' ? t('mailbox.scopeAll') : t('mailbox.scopeOwn', { email: session.user?.email ?? '' })}
        </Typography.Paragraph>
      ) : null}
      {mail.data?.scope === 'all' ? (
        <Input.Search
          allowClear
          placeholder={t('mailbox.filter')}
          onSearch={(v) => setTo(v || undefined)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
      ) : null}
      {mail.isError ? <Alert type="error" showIcon title={mail.error.message} /> : null}
      {signedIn ? (
        <List
          data-testid="dev-mailbox"
          loading={mail.isPending}
          dataSource={mail.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('mailbox.empty')} /> }}
          renderItem={(m) => (
            <Card
              size="small"
              style={{ marginBottom: 12 }}
              title={m.subject}
              extra={`${m.to} · ${formatInstantToSecond(m.sentAt, i18n.resolvedLanguage)}`}
            >
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {m.text.split(/(https?:\/\/\S+)/).map((part, i) =>
                  /^https?:\/\//.test(part) ? (
                    <a key={i} href={part}>
                      {part}
                    </a>
                  ) : (
                    part
                  ),
                )}
              </Typography.Paragraph>
            </Card>
          )}
        />
      ) : null}
    </div>
  );
}
