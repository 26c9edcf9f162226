import { Alert, Card, Empty, Input, List, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devMailboxRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../shared/api/api-client';

/** /dev/mailbox: what the embedded mail port "sent" (confirmation and reset links). The server hides it in production. */
export function DevMailboxPage() {
  const { t, i18n } = useTranslation('auth');
  const [to, setTo] = useState<string | undefined>();
  const mail = useQuery({ queryKey: ['dev-mailbox', to], queryFn: () => apiRequest(devMailboxRoutes.list, { query: { to } }), refetchInterval: 3000 });
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div style={{ maxWidth: 900, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={3}>{t('mailbox.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('mailbox.text')}</Typography.Paragraph>
      <Input.Search allowClear placeholder={t('mailbox.filter')} onSearch={(v) => setTo(v || undefined)} style={{ maxWidth: 360, marginBottom: 16 }} />
      {mail.isError ? <Alert type="error" showIcon title={mail.error.message} /> : null}
      <List
        data-testid="dev-mailbox"
        loading={mail.isPending}
        dataSource={mail.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('mailbox.empty')} /> }}
        renderItem={(m) => (
          <Card size="small" style={{ marginBottom: 12 }} title={m.subject} extra={`${m.to} · ${date.format(new Date(m.sentAt))}`}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {m.text.split(/(https?:\/\/\S+)/).map((part, i) => (/^https?:\/\//.test(part) ? <a key={i} href={part}>{part}</a> : part))}
            </Typography.Paragraph>
          </Card>
        )}
      />
    </div>
  );
}
