// The webhook endpoints (a seller's own; staff: the warehouse's): a table, cards on a phone, or what webhooks are when none.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Grid, List, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookView } from '@ledgerhouse/contracts';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useWebhooksQuery } from '../api/list-webhooks';
import { CreateWebhook } from '../components/create-webhook';
import { EventTypesSummary } from '../components/event-types-summary';
import { LastDelivery } from '../components/last-delivery';
import { webhookHrefs, type WebhookArea } from '../components/webhook-area';
import { WebhookStatusTag } from '../components/webhook-status-tag';
import { WebhooksEmpty } from '../components/webhooks-empty';

function UrlLink({ area, webhook }: { area: WebhookArea; webhook: WebhookView }) {
  return (
    <Link to={webhookHrefs[area].one(webhook.id)} data-testid="webhook-link" style={{ wordBreak: 'break-all' }}>
      {webhook.url}
    </Link>
  );
}

export function WebhooksPage({ area }: { area: WebhookArea }) {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooksQuery();
  const [adding, setAdding] = useState(false);
  const phone = !Grid.useBreakpoint().sm;

  if (webhooks.isPending) return <PageLoading />;
  if (webhooks.isError) return <Alert type="error" showIcon title={webhooks.error.message} />;
  const full = webhooks.data.length >= MAX_WEBHOOK_ENDPOINTS;
  const add = (
    <Tooltip title={full ? t('limitReached', { max: MAX_WEBHOOK_ENDPOINTS }) : undefined}>
      <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setAdding(true)} data-testid="webhook-add">
        {t('add')}
      </Button>
    </Tooltip>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="webhooks-page">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {webhooks.data.length > 0 ? add : null}
      </Space>
      {webhooks.data.length === 0 ? (
        <WebhooksEmpty onAdd={() => setAdding(true)} />
      ) : phone ? (
        <List
          data-testid="webhooks-list"
          dataSource={webhooks.data}
          renderItem={(w) => (
            <Card size="small" style={{ marginBottom: 8 }} data-testid="webhook-row" data-url={w.url}>
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <UrlLink area={area} webhook={w} />
                {w.description ? <Typography.Text type="secondary">{w.description}</Typography.Text> : null}
                <WebhookStatusTag webhook={w} />
                <EventTypesSummary eventTypes={w.eventTypes} />
                <LastDelivery delivery={w.lastDelivery} />
              </Space>
            </Card>
          )}
        />
      ) : (
        <Table<WebhookView>
          data-testid="webhooks-list"
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          pagination={false}
          dataSource={webhooks.data}
          onRow={(w) => ({ 'data-testid': 'webhook-row', 'data-url': w.url }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'url', title: t('columns.url'), render: (_, w) => <UrlLink area={area} webhook={w} /> },
            { key: 'description', title: t('columns.description'), render: (_, w) => w.description || '—' },
            { key: 'events', title: t('columns.events'), render: (_, w) => <EventTypesSummary eventTypes={w.eventTypes} /> },
            { key: 'status', title: t('columns.status'), render: (_, w) => <WebhookStatusTag webhook={w} /> },
            { key: 'last', title: t('columns.lastDelivery'), render: (_, w) => <LastDelivery delivery={w.lastDelivery} /> },
          ]}
        />
      )}
      {adding ? <CreateWebhook area={area} onClose={() => setAdding(false)} /> : null}
    </Space>
  );
}
