// Above a chat: its subject, the seller (with a link to their admin page), category, status, trigger, and End / Reopen.
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_CATEGORY_NAMES, type AdminSupportChatView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { SupportStatusTag } from '../../../shared/support-chat/support-status-tag';
import { SupportSubject } from '../../../shared/support-chat/support-subject';
import { useSupportLocale } from '../../../shared/support-chat/use-support-locale';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useEndAdminSupportChatMutation } from '../api/end-admin-support-chat';
import { useReopenAdminSupportChatMutation } from '../api/reopen-admin-support-chat';

export function AdminSupportChatHeader({ chat }: { chat: AdminSupportChatView }) {
  const { t } = useTranslation('adminSupport');
  const locale = useSupportLocale();
  const f = useFormatters();
  const end = useEndAdminSupportChatMutation(chat.id);
  const reopen = useReopenAdminSupportChatMutation(chat.id);
  const ended = chat.status === 'ENDED' || chat.status === 'ARCHIVED';

  const act = async (ending: boolean) => {
    const ok = await confirm({
      title: t(ending ? 'chat.endConfirm' : 'chat.reopenConfirm'),
      content: ending ? t('chat.endConfirmText') : undefined,
      okText: t(ending ? 'chat.end' : 'chat.reopen'),
      danger: ending,
    });
    if (!ok) return;
    (ending ? end : reopen).mutate(undefined, {
      onSuccess: () => toasts.push({ type: 'success', message: t(ending ? 'chat.ended' : 'chat.reopened') }),
      onError: (err) => showApiError(err),
    });
  };

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid="admin-support-chat-header">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="admin-support-chat-title">
          <SupportSubject chat={chat} />
        </Typography.Title>
        {ended ? (
          <Button data-testid="admin-support-reopen" loading={reopen.isPending} onClick={() => void act(false)}>
            {t('chat.reopen')}
          </Button>
        ) : (
          <Button data-testid="admin-support-end" danger loading={end.isPending} onClick={() => void act(true)}>
            {t('chat.end')}
          </Button>
        )}
      </Space>
      <Space wrap size={[8, 4]}>
        <Typography.Text type="secondary">{t('chat.seller')}:</Typography.Text>
        <Link to={paths.adminUser.href(chat.sellerId)} data-testid="admin-support-chat-seller">
          {chat.sellerName ?? chat.sellerEmail ?? chat.sellerId}
        </Link>
        {chat.sellerName && chat.sellerEmail ? <Typography.Text copyable>{chat.sellerEmail}</Typography.Text> : null}
      </Space>
      <Space wrap size={[4, 4]}>
        <Tag>{SUPPORT_CATEGORY_NAMES[chat.category][locale]}</Tag>
        <SupportStatusTag status={chat.status} />
        {chat.trigger ? <Tag color="purple">{t(`triggers.${chat.trigger.kind}`)}</Tag> : null}
        {chat.initiator === 'STAFF' ? <Tag color="cyan">{t('openedByStaff')}</Tag> : null}
        <Typography.Text type="secondary">
          {t('chat.openedAt')}: {f.dateTime(chat.createdAt)}
        </Typography.Text>
      </Space>
    </Space>
  );
}
