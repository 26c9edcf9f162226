// One message of a chat: the reader's own on the right, the other side's on the left, Ledgerhouse's own (SYSTEM) centred.
import { CheckOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMessageView } from '@ledgerhouse/contracts';
import { useFormatters } from '../format/use-formatters';
import { SupportAttachment } from './support-attachment';
import { systemMessageText } from './system-message-text';
import { useSupportLocale } from './use-support-locale';

export type SupportSide = 'USER' | 'SUPPORT';

export interface SupportMessageProps {
  message: SupportMessageView;
  /** The reader's side: the seller reads as USER, staff as SUPPORT. */
  ownSide: SupportSide;
  /** For the reader's own messages: whether the other side has read it (null for the other side's). */
  read: boolean | null;
  fileUrl(fileId: string): string;
}

export function SupportMessage({ message, ownSide, read, fileUrl }: SupportMessageProps) {
  const { t } = useTranslation('support');
  const { token } = theme.useToken();
  const { dateTime, locale } = useFormatters();
  const contractsLocale = useSupportLocale();
  const own = message.from === ownSide;
  const system = message.from === 'SYSTEM';
  const written = own && ownSide === 'USER' ? t('author.you') : (message.authorName ?? t(`author.${message.from}`));
  // A seller's message typed by staff acting as the seller says so, on both sides.
  const author = message.actedBy
    ? t(ownSide === 'USER' ? 'author.actedForYou' : 'author.actedForSeller', { name: message.actedBy })
    : written;
  const bubble: CSSProperties = {
    maxWidth: 'min(560px, 85%)',
    padding: '8px 12px',
    borderRadius: 10,
    background: system ? token.colorWarningBg : own ? token.colorPrimaryBg : token.colorFillTertiary,
    border: `1px solid ${system ? token.colorWarningBorder : own ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
    alignSelf: system ? 'center' : own ? 'flex-end' : 'flex-start',
  };
  const text = message.template ? systemMessageText(message.template, contractsLocale) : message.text;
  return (
    <li data-testid="support-message" data-from={message.from} data-own={own} style={{ display: 'flex', flexDirection: 'column' }}>
      <div style={bubble}>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography.Text strong data-testid="support-message-author">
            {author}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={message.at}>{dateTime(message.at)}</time>
          </Typography.Text>
        </div>
        {text ? (
          <Typography.Paragraph data-testid="support-message-text" style={{ whiteSpace: 'pre-wrap', marginBottom: 0, marginTop: 4 }}>
            {text}
          </Typography.Paragraph>
        ) : null}
        {message.files.length > 0 ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
            {message.files.map((file) => (
              <SupportAttachment key={file.id} file={file} path={fileUrl(file.id)} locale={locale} />
            ))}
          </div>
        ) : null}
        {read === null ? null : (
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', textAlign: 'end' }} data-testid="support-message-read">
            {read ? (
              <>
                <CheckOutlined /> <CheckOutlined style={{ marginInlineStart: -8 }} /> {t('thread.read')}
              </>
            ) : (
              <>
                <CheckOutlined /> {t('thread.sent')}
              </>
            )}
          </Typography.Text>
        )}
      </div>
    </li>
  );
}
