// A chat in a tab's list: the seller, the subject in the reader's language, category, status, what triggered a
// system chat, the last message, and the awaiting-reply and unread markers. The whole item opens the chat.
import { Badge, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_CATEGORY_NAMES, supportSubjectText, type AdminSupportChatSummary } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { SupportStatusTag } from '../../../shared/support-chat/support-status-tag';
import { useSupportLocale } from '../../../shared/support-chat/use-support-locale';
import { LastMessagePreview } from './last-message-preview';

/** `listSearch`: the list's filters (its query string), for the chat's way back. */
export function AdminSupportChatItem({ chat, href, listSearch }: { chat: AdminSupportChatSummary; href: string; listSearch: string }) {
  const { t } = useTranslation('adminSupport');
  const locale = useSupportLocale();
  const f = useFormatters();
  return (
    <List.Item data-testid="admin-support-chat" data-chat-id={chat.id}>
      <Link to={href} state={{ listSearch }} style={{ display: 'block', width: '100%', color: 'inherit' }}>
        <Space orientation="vertical" size={2} style={{ width: '100%', minWidth: 0 }}>
          <Space wrap size={8}>
            <Typography.Text strong data-testid="admin-support-chat-seller">
              {chat.sellerName ?? chat.sellerEmail ?? chat.sellerId}
            </Typography.Text>
            {chat.sellerName && chat.sellerEmail ? <Typography.Text type="secondary">{chat.sellerEmail}</Typography.Text> : null}
            <Badge count={chat.unread} data-testid="admin-support-chat-unread" title={t('unreadTitle', { count: chat.unread })} />
          </Space>
          <Typography.Text data-testid="admin-support-chat-subject">{supportSubjectText(chat, locale)}</Typography.Text>
          <Space wrap size={[4, 4]}>
            <Tag>{SUPPORT_CATEGORY_NAMES[chat.category][locale]}</Tag>
            <SupportStatusTag status={chat.status} />
            {chat.trigger ? (
              <Tag color="purple" data-testid="admin-support-chat-trigger">
                {t(`triggers.${chat.trigger.kind}`)}
              </Tag>
            ) : null}
            {chat.initiator === 'STAFF' ? <Tag color="cyan">{t('openedByStaff')}</Tag> : null}
            {chat.awaitingReply ? (
              <Tag color="orange" data-testid="admin-support-chat-awaiting">
                {t('awaitingReply')}
              </Tag>
            ) : null}
            <Typography.Text type="secondary">{f.dateTime(chat.lastMessageAt)}</Typography.Text>
          </Space>
          <LastMessagePreview message={chat.lastMessage} />
        </Space>
      </Link>
    </List.Item>
  );
}
