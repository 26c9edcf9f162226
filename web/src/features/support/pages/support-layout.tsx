// /support: the chat list and the contacts on the left, the new-chat form or the open chat on the right. On a phone
// they stack: the open chat first, then the list; on the new-chat form, the list first.
import { Col, Row } from 'antd';
import { Outlet, useParams } from 'react-router';
import { SupportChatList } from '../components/support-chat-list';
import { SupportContactsPanel } from '../components/support-contacts-panel';

export function SupportLayout() {
  const { chatId } = useParams();
  const chatFirst = Boolean(chatId);
  return (
    <Row gutter={[16, 16]} data-testid="support-layout">
      <Col xs={{ span: 24, order: chatFirst ? 2 : 1 }} lg={{ span: 8, order: 1 }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <SupportChatList selectedId={chatId} />
          <SupportContactsPanel />
        </div>
      </Col>
      <Col xs={{ span: 24, order: chatFirst ? 1 : 2 }} lg={{ span: 16, order: 2 }}>
        <Outlet />
      </Col>
    </Row>
  );
}
