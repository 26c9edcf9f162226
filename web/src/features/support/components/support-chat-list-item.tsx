// One chat in the list: subject, status, unread count, and a preview of the newest message.
import { Badge, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupportChatSummary } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { SupportStatusTag } from '../../../shared/support-chat/support-status-tag';
import { SupportSubject } from '../../../shared/support-chat/support-subject';
import { systemMessageText } from '../../../shared/support-chat/system-message-text';
import { useSupportLocale } from '../../../shared/support-chat/use-support-locale';

function usePreview(chat: SupportChatSummary): string {
  const { t } = useTranslation('support');
  const locale = useSupportLocale();
  const last = chat.lastMessage;
  if (!last) return t('list.noMessages');
  if (last.template) return systemMessageText(last.template, locale);
  if (last.text) return last.text;
  return t('list.filesOnly', { count: last.files.length });
}

export function SupportChatListItem({ chat, selected }: { chat: SupportChatSummary; selected: boolean }) {
  const { t } = useTranslation('support');
  const { token } = theme.useToken();
  const { dateTime } = useFormatters();
  const preview = usePreview(chat);
  return (
    <Link
      to={paths.supportChat.href(chat.id)}
      data-testid="support-chat-item"
      data-chat-id={chat.id}
      aria-current={selected ? 'page' : undefined}
      style={{
        display: 'block',
        padding: '10px 12px',
        borderRadius: 8,
        color: 'inherit',
        background: selected ? token.controlItemBgActive : undefined,
        borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
      }}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text strong ellipsis style={{ minWidth: 0, flex: 1 }} data-testid="support-chat-item-subject">
          <SupportSubject chat={chat} />
        </Typography.Text>
        {chat.unread > 0 ? (
          <Badge count={chat.unread} title={t('list.unread', { count: chat.unread })} data-testid="support-chat-item-unread" />
        ) : null}
      </div>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
        {preview}
      </Typography.Text>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginTop: 4 }}>
        <SupportStatusTag status={chat.status} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dateTime(chat.lastMessageAt)}
        </Typography.Text>
      </div>
    </Link>
  );
}
