// The seller's and the warehouse manager's comments, oldest first; the seller may add one.
import { Button, Empty, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCommentOrder } from '../api/order-commands';

export function OrderComments({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const [text, setText] = useState('');
  const comment = useCommentOrder();
  const all = [...order.sellerComments, ...order.managerComments].sort((a, b) => a.at.localeCompare(b.at));
  const send = () =>
    comment.mutate(
      { orderId: order.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          toasts.push({ type: 'success', message: t('view.comments.added') });
        },
        onError: (err) => showApiError(err),
      },
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {all.length ? (
        <List
          data-testid="order-comments"
          size="small"
          dataSource={all}
          renderItem={(c, i) => (
            <List.Item key={i} data-author={c.author}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Typography.Text strong>{t(c.author === 'SELLER' ? 'view.comments.seller' : 'view.comments.manager')}</Typography.Text>
                    <Typography.Text type="secondary">{f.dateTime(c.at)}</Typography.Text>
                  </Space>
                }
                description={<span style={{ whiteSpace: 'pre-wrap' }}>{c.text}</span>}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.comments.none')} />
      )}
      <Input.TextArea
        data-testid="order-comment-input"
        rows={2}
        maxLength={2000}
        placeholder={t('view.comments.add')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button data-testid="order-comment-send" disabled={!text.trim()} loading={comment.isPending} onClick={send}>
        {t('view.comments.send')}
      </Button>
    </Space>
  );
}
