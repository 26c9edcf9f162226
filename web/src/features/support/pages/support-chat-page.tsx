// /support/{chatId}: the conversation, the composer, and the chat's actions (end, reopen, move to archive); messages
// are marked read as the seller sees them.
import { Alert, Button, Card, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SUPPORT_CATEGORY_NAMES, type SupportChatView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { SupportComposer } from '../../../shared/support-chat/support-composer';
import { SupportMessageThread } from '../../../shared/support-chat/support-message-thread';
import { SupportStatusTag } from '../../../shared/support-chat/support-status-tag';
import { SupportSubject } from '../../../shared/support-chat/support-subject';
import { useReadWhenVisible } from '../../../shared/support-chat/use-read-when-visible';
import { useSupportLocale } from '../../../shared/support-chat/use-support-locale';
import { toasts } from '../../../shared/ui/toast-queue';
import { useArchiveSupportChatMutation } from '../api/archive-support-chat';
import { useEndSupportChatMutation } from '../api/end-support-chat';
import { useSupportChatQuery } from '../api/get-support-chat';
import { useMarkSupportReadMutation } from '../api/mark-support-read';
import { usePostSupportMessageMutation } from '../api/post-support-message';
import { useReopenSupportChatMutation } from '../api/reopen-support-chat';
import { supportFilePath } from '../api/support-file-path';

function ChatActions({ chat }: { chat: SupportChatView }) {
  const { t } = useTranslation('support');
  const end = useEndSupportChatMutation(chat.id);
  const reopen = useReopenSupportChatMutation(chat.id);
  const archive = useArchiveSupportChatMutation(chat.id);
  const run = (mutation: { mutateAsync(_: void): Promise<unknown> }, done: string) =>
    mutation.mutateAsync().then(
      () => toasts.push({ type: 'success', message: done }),
      (err: unknown) => showApiError(err),
    );
  const live = chat.status === 'OPEN' || chat.status === 'REOPENED';
  return (
    <Space wrap>
      {live ? (
        <Popconfirm
          title={t('chat.endConfirm')}
          okText={t('chat.endOk')}
          cancelText={t('chat.cancel')}
          onConfirm={() => run(end, t('chat.ended'))}
        >
          <Button danger loading={end.isPending} data-testid="support-end">
            {t('chat.end')}
          </Button>
        </Popconfirm>
      ) : (
        <Button loading={reopen.isPending} onClick={() => void run(reopen, t('chat.reopened'))} data-testid="support-reopen">
          {t('chat.reopen')}
        </Button>
      )}
      {chat.status === 'ENDED' ? (
        <Button loading={archive.isPending} onClick={() => void run(archive, t('chat.archived'))} data-testid="support-archive">
          {t('chat.archive')}
        </Button>
      ) : null}
    </Space>
  );
}

function Chat({ chat }: { chat: SupportChatView }) {
  const { t } = useTranslation('support');
  const { dateTime } = useFormatters();
  const locale = useSupportLocale();
  const post = usePostSupportMessageMutation(chat.id);
  const read = useMarkSupportReadMutation(chat.id);
  useReadWhenVisible({ lastMessageId: chat.messages.at(-1)?.id, unread: chat.unread, markRead: (id) => read.mutate(id) });
  return (
    <Card
      data-testid="support-chat"
      data-status={chat.status}
      title={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', whiteSpace: 'normal' }}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="support-chat-subject">
            <SupportSubject chat={chat} />
          </Typography.Title>
          <SupportStatusTag status={chat.status} />
        </div>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography.Text type="secondary">
            {t('chat.started', { category: SUPPORT_CATEGORY_NAMES[chat.category][locale], date: dateTime(chat.createdAt) })}
          </Typography.Text>
          <ChatActions chat={chat} />
        </div>
        <SupportMessageThread
          messages={chat.messages}
          ownSide="USER"
          otherSideReadUpTo={chat.otherSideReadUpTo}
          fileUrl={supportFilePath(chat.id)}
          maxHeight="clamp(320px, calc(100dvh - 420px), 720px)"
        />
        <SupportComposer
          status={chat.status}
          sending={post.isPending}
          onSend={(body) =>
            post.mutateAsync(body).catch((err: unknown) => {
              showApiError(err);
              throw err;
            })
          }
        />
      </div>
    </Card>
  );
}

export function SupportChatPage() {
  const { t } = useTranslation('support');
  const { chatId = '' } = useParams();
  const chat = useSupportChatQuery(chatId);
  if (chat.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="support-chat-loading" />;
  if (chat.isError) {
    const missing = chat.error instanceof ApiError && (chat.error.status === 404 || chat.error.status === 400);
    if (missing)
      return (
        <Result
          status="404"
          title={t('chat.notFound')}
          data-testid="support-chat-missing"
          extra={<Link to={paths.supportNewChat.href()}>{t('list.newChat')}</Link>}
        />
      );
    return (
      <Alert
        type="error"
        showIcon
        title={t('chat.loadFailed')}
        action={
          <Button size="small" onClick={() => void chat.refetch()}>
            {t('chat.retry')}
          </Button>
        }
      />
    );
  }
  return <Chat chat={chat.data} />;
}
