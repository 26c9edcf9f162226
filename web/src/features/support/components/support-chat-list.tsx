// The seller's chats beside the open one: tabs Chats and Archive, a page at a time, newest activity first.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSupportChatsQuery } from '../api/list-support-chats';
import { SupportChatListItem } from './support-chat-list-item';

const PAGE_SIZE = 10;

function ChatPage({ archived, selectedId }: { archived: boolean; selectedId: string | undefined }) {
  const { t } = useTranslation('support');
  const [page, setPage] = useState(1);
  const chats = useSupportChatsQuery({ archived, page, pageSize: PAGE_SIZE });
  if (chats.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (chats.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('list.loadFailed')}
        action={
          <Button size="small" onClick={() => void chats.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  const { items, total } = chats.data;
  if (items.length === 0)
    return <Empty description={archived ? t('list.emptyArchive') : t('list.empty')} data-testid="support-list-empty" />;
  return (
    <>
      <nav aria-label={t('list.label')}>
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
          data-testid="support-chat-list"
        >
          {items.map((chat) => (
            <li key={chat.id}>
              <SupportChatListItem chat={chat} selected={chat.id === selectedId} />
            </li>
          ))}
        </ul>
      </nav>
      {total > PAGE_SIZE ? (
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          style={{ marginTop: 8, textAlign: 'center' }}
        />
      ) : null}
    </>
  );
}

export function SupportChatList({ selectedId }: { selectedId: string | undefined }) {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const [tab, setTab] = useState<'chats' | 'archive'>('chats');
  return (
    <div data-testid="support-list">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        block
        data-testid="support-new-chat"
        onClick={() => navigate(paths.supportNewChat.href())}
      >
        {t('list.newChat')}
      </Button>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'chats' | 'archive')}
        data-testid="support-list-tabs"
        items={[
          { key: 'chats', label: t('list.tabs.chats'), children: <ChatPage archived={false} selectedId={selectedId} /> },
          { key: 'archive', label: t('list.tabs.archive'), children: <ChatPage archived selectedId={selectedId} /> },
        ]}
      />
    </div>
  );
}
