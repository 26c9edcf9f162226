// One delivery: the exact payload sent (pretty-printed) and every attempt with its code, duration, error and answer.
import { Alert, Card, Descriptions, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useDeliveryQuery } from '../api/get-delivery';
import { DeliveryStatusTag } from './delivery-status-tag';
import { prettyJson } from './pretty-json';

export function DeliveryDrawer({ webhookId, deliveryId, onClose }: { webhookId: string; deliveryId: string | null; onClose(): void }) {
  const { t } = useTranslation('webhooks');
  const f = useFormatters();
  const delivery = useDeliveryQuery(webhookId, deliveryId);
  const d = delivery.data;
  return (
    <Drawer
      open={deliveryId !== null}
      onClose={onClose}
      size={Math.min(720, window.innerWidth)}
      title={d ? `${t('delivery.title')} · ${d.eventType}` : t('delivery.title')}
      data-testid="delivery-drawer"
    >
      {delivery.isError ? <Alert type="error" showIcon title={delivery.error.message} /> : null}
      {delivery.isPending && deliveryId ? <Spin /> : null}
      {d ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('deliveries.status')}>
              <DeliveryStatusTag status={d.status} /> {d.replay ? <Tag>{t('deliveries.replayTag')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('deliveries.time')}>{f.dateTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('delivery.eventId')}>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {d.eventId}
              </Typography.Text>
            </Descriptions.Item>
            {d.nextAttemptAt ? (
              <Descriptions.Item label={t('deliveries.nextAttempt')}>{f.dateTime(d.nextAttemptAt)}</Descriptions.Item>
            ) : null}
            {d.lastError ? <Descriptions.Item label={t('delivery.lastError')}>{d.lastError}</Descriptions.Item> : null}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('delivery.payload')}</Typography.Title>
            <pre data-testid="delivery-payload" style={{ maxHeight: 320, overflow: 'auto', background: '#f5f5f5', padding: 12, margin: 0 }}>
              {prettyJson(d.payload)}
            </pre>
          </div>
          <div data-testid="delivery-attempts">
            <Typography.Title level={5}>{t('delivery.attempts')}</Typography.Title>
            {d.attemptLog.length === 0 ? <Empty description={t('delivery.noAttempts')} /> : null}
            <Space orientation="vertical" size="small" style={{ width: '100%' }}>
              {d.attemptLog.map((a, i) => (
                <Card
                  key={`${a.at}-${i}`}
                  size="small"
                  data-testid="delivery-attempt"
                  data-code={a.statusCode ?? ''}
                  title={`${t('delivery.attempt', { n: i + 1 })} · ${f.dateTime(a.at)}`}
                >
                  <Descriptions size="small" column={1}>
                    <Descriptions.Item label={t('delivery.code')}>
                      {a.statusCode === null ? t('delivery.noAnswer') : <Typography.Text code>{a.statusCode}</Typography.Text>} ·{' '}
                      {t('delivery.duration', { ms: a.durationMs })}
                    </Descriptions.Item>
                    {a.error ? <Descriptions.Item label={t('delivery.error')}>{a.error}</Descriptions.Item> : null}
                    {a.responseExcerpt ? (
                      <Descriptions.Item label={t('delivery.answer')}>
                        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{a.responseExcerpt}</pre>
                      </Descriptions.Item>
                    ) : null}
                  </Descriptions>
                </Card>
              ))}
            </Space>
          </div>
        </Space>
      ) : null}
    </Drawer>
  );
}
