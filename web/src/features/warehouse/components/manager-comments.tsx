// The comments on a shipment or an order, oldest first, with the manager's box to add one; a manager's comment is
// shown to the seller. The inbound and fulfillment modals share it: each passes its comments, its add mutation and
// its translation namespace (keys detail.commentRequired, commentAdded, noComments, managerComment, sellerComment,
// commentPlaceholder, addComment).
import { Button, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { toasts } from '../../../shared/ui/toast-queue';

export interface ManagerCommentEntry {
  author: 'SELLER' | 'MANAGER';
  text: string;
  at: string;
}

export function ManagerComments({
  comments,
  add,
  namespace,
  testIdPrefix,
}: {
  comments: ManagerCommentEntry[];
  add: { isPending: boolean; mutateAsync(body: { text: string }): Promise<unknown> };
  namespace: 'warehouseInbound' | 'warehouseOrders';
  /** `inbound` or `order`: the test ids are <prefix>-comments, -comment-text and -comment-add. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation(namespace);
  const f = useFormatters();
  const [text, setText] = useState('');
  const submit = async () => {
    if (!text.trim()) {
      toasts.push({ type: 'warning', message: t('detail.commentRequired') });
      return;
    }
    try {
      await add.mutateAsync({ text: text.trim() });
      setText('');
      toasts.push({ type: 'success', message: t('detail.commentAdded') });
    } catch (err) {
      showApiError(err);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <List
        data-testid={`${testIdPrefix}-comments`}
        size="small"
        locale={{ emptyText: t('detail.noComments') }}
        dataSource={comments}
        renderItem={(c) => (
          <List.Item>
            <Space orientation="vertical" size={0}>
              <Space wrap>
                <Tag color={c.author === 'MANAGER' ? 'blue' : 'default'}>
                  {t(c.author === 'MANAGER' ? 'detail.managerComment' : 'detail.sellerComment')}
                </Tag>
                <Typography.Text type="secondary">{f.dateTime(c.at)}</Typography.Text>
              </Space>
              <Typography.Text>{c.text}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      <Input.TextArea
        data-testid={`${testIdPrefix}-comment-text`}
        rows={2}
        maxLength={2000}
        value={text}
        placeholder={t('detail.commentPlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Button data-testid={`${testIdPrefix}-comment-add`} loading={add.isPending} onClick={() => void submit()}>
        {t('detail.addComment')}
      </Button>
    </Space>
  );
}
