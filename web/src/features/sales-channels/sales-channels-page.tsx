// sales-channels: the seller's channels with their actions, the available integrations, and the request form for others.
import { Alert, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSalesChannelsQuery } from './api/sales-channel-queries';
import { AvailableIntegrations } from './components/available-integrations';
import { SalesChannelsTable } from '../../shared/sales-channels/sales-channels-table';
import { ChannelActions } from './components/channel-actions';
import { IntegrationRequestForm } from './components/integration-request-form';
import { IntegrationRequestsTable } from './components/integration-requests-table';

export function SalesChannelsPage() {
  const { t } = useTranslation('salesChannels');
  const [channelsPage, setChannelsPage] = useState({ page: 1, pageSize: 10 });
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const channels = useSalesChannelsQuery(channelsPage);
  const failing = channels.data?.items.filter((c) => c.status === 'CONNECTION_ERROR' || c.status === 'INVALID_TOKEN').length ?? 0;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="sales-channels-page">
      <div>
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      </div>
      {failing ? (
        <Alert data-testid="channels-attention" type="warning" showIcon title={t('channels.attention', { count: failing })} />
      ) : null}
      <Card title={t('channels.title')}>
        <SalesChannelsTable
          actions={(channel) => <ChannelActions channel={channel} />}
          query={channels}
          page={channelsPage.page}
          pageSize={channelsPage.pageSize}
          onPage={(p, size) => setChannelsPage({ page: size === channelsPage.pageSize ? p : 1, pageSize: size })}
        />
      </Card>
      <AvailableIntegrations />
      <Card title={t('form.title')}>
        <IntegrationRequestForm pageSize={page.pageSize} onCreated={() => setPage((p) => ({ ...p, page: 1 }))} />
      </Card>
      <IntegrationRequestsTable
        page={page.page}
        pageSize={page.pageSize}
        onPage={(p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size })}
      />
    </Space>
  );
}
