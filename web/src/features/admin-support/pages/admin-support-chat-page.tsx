// /admin/support/{tab}/{chatId}: one chat for staff — the seller, the thread with files, the reply box, End / Reopen;
// what support sees is marked read while the chat is on screen.
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { SupportComposer } from '../../../shared/support-chat/support-composer';
import { SupportMessageThread } from '../../../shared/support-chat/support-message-thread';
import { useReadWhenVisible } from '../../../shared/support-chat/use-read-when-visible';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminSupportChatQuery } from '../api/get-admin-support-chat';
import { useMarkAdminSupportReadMutation } from '../api/mark-admin-support-read';
import { usePostAdminSupportMessageMutation } from '../api/post-admin-support-message';
import { AdminSupportChatHeader } from '../components/admin-support-chat-header';
import { useSupportKind } from '../components/use-support-kind';

const fileUrl = (chatId: string) => (fileId: string) => `/admin/support/chats/${chatId}/files/${fileId}`;

export function AdminSupportChatPage() {
  const { chatId = '' } = useParams();
  const { t } = useTranslation('adminSupport');
  const kind = useSupportKind();
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const chat = useAdminSupportChatQuery(chatId);
  const post = usePostAdminSupportMessageMutation(chatId);
  const markRead = useMarkAdminSupportReadMutation(chatId);
  useReadWhenVisible({
    lastMessageId: chat.data?.messages.at(-1)?.id,
    unread: chat.data?.unread ?? 0,
    markRead: (upTo) => markRead.mutate(upTo),
  });
  const back = (
    <Link to={`${paths.adminSupport.href(kind)}${listSearch}`} data-testid="admin-support-back">
      <Button>{t('chat.back')}</Button>
    </Link>
  );

  if (chat.isPending) return <PageLoading />;
  if (chat.isError)
    return (
      <Result
        status="warning"
        title={t('chat.notFound')}
        subTitle={chat.error.message}
        extra={back}
        data-testid="admin-support-chat-error"
      />
    );
  return (
    <Card size="small" data-testid="admin-support-chat" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
      <AdminSupportChatHeader chat={chat.data} />
      <SupportMessageThread
        messages={chat.data.messages}
        ownSide="SUPPORT"
        otherSideReadUpTo={chat.data.otherSideReadUpTo}
        fileUrl={fileUrl(chatId)}
        maxHeight="min(60vh, 560px)"
      />
      <SupportComposer
        status={chat.data.status}
        sending={post.isPending}
        onSend={(body) =>
          post.mutateAsync(body).catch((err: unknown) => {
            showApiError(err);
            throw err;
          })
        }
      />
      <div>{back}</div>
    </Card>
  );
}
