// Comments of the seller and the warehouse manager, oldest first; the seller may add one.
import { Button, Empty, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboundShipmentView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCommentInbound } from '../api/inbound-api';

export function InboundComments({ shipment }: { shipment: InboundShipmentView }) {
  const { t } = useTranslation('shipments');
  const f = useFormatters();
  const [text, setText] = useState('');
  const comment = useCommentInbound();
  const send = () =>
    comment.mutate(
      { shipmentId: shipment.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          toasts.push({ type: 'success', message: t('detail.commentAdded') });
        },
        onError: (err) => showApiError(err),
      },
    );
  const all = [
    ...(shipment.sellerComment ? [{ author: 'SELLER' as const, text: shipment.sellerComment, at: shipment.createdAt }] : []),
    ...shipment.comments,
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {all.length ? (
        <List
          data-testid="inbound-comments"
          size="small"
          dataSource={all}
          renderItem={(c, i) => (
            <List.Item key={i}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Typography.Text strong>{t(c.author === 'SELLER' ? 'detail.commentSeller' : 'detail.commentManager')}</Typography.Text>
                    <Typography.Text type="secondary">{f.dateTime(c.at)}</Typography.Text>
                  </Space>
                }
                description={<span style={{ whiteSpace: 'pre-wrap' }}>{c.text}</span>}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noComments')} />
      )}
      <Input.TextArea
        data-testid="inbound-comment-input"
        rows={2}
        maxLength={2000}
        placeholder={t('detail.addComment')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button data-testid="inbound-comment-send" disabled={!text.trim()} loading={comment.isPending} onClick={send}>
        {t('detail.send')}
      </Button>
    </Space>
  );
}
