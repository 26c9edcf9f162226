import { Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailView } from '@ledgerhouse/contracts';
import { formatInstantToSecond } from '../../shared/format/dates';

/** Mail cards with their links clickable (a confirmation or reset link opens its page). */
export function MailList({ items, loading }: { items: MailView[]; loading: boolean }) {
  const { t, i18n } = useTranslation('auth');
  return (
    <List
      data-testid="dev-mailbox"
      loading={loading}
      dataSource={items}
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
  );
}
