// sales-channels/:channelId/drift: per listing, our quantity for sale against the last quantity the marketplace
// acknowledged and when, with its state; only the drifting ones on request; a re-push per listing.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ListingDriftView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PagedTable } from '../../../shared/ui/paged-table';
import { toasts } from '../../../shared/ui/toast-queue';
import { useRepush } from '../api/sales-channel-commands';
import { useDriftQuery, useSalesChannelQuery } from '../api/sales-channel-queries';
import { ChannelStatusTag, SandboxBadge } from '../../../shared/sales-channels/channel-status-tag';
import { DriftStatusTag } from '../components/drift-status-tag';
import { marketplaceInfo } from '../../../shared/sales-channels/marketplaces';

export function ChannelDriftPage() {
  const { t } = useTranslation('salesChannels');
  const f = useFormatters();
  const { channelId = '' } = useParams();
  const [filters, setFilters] = useState({ page: 1, pageSize: 20, onlyDrift: false });
  const channel = useSalesChannelQuery(channelId);
  const drift = useDriftQuery(channelId, { ...filters, onlyDrift: filters.onlyDrift || undefined });
  const repush = useRepush(channelId);
  const [pushing, setPushing] = useState<string | null>(null);

  const push = async (row: ListingDriftView) => {
    setPushing(row.productId);
    try {
      await repush.mutateAsync(row.productId);
      toasts.push({ type: 'success', message: t('drift.repushed', { sku: row.sku }) });
    } catch (err) {
      showApiError(err);
    } finally {
      setPushing(null);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="channel-drift-page">
      <Link to={paths.salesChannels.href()}>
        <ArrowLeftOutlined /> {t('wizard.backToList')}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('drift.title')}
      </Typography.Title>
      {channel.isError ? <Alert type="error" showIcon title={channel.error.message} /> : null}
      {channel.data ? (
        <Space wrap data-testid="drift-channel">
          <Typography.Text strong>{channel.data.name}</Typography.Text>
          <Typography.Text type="secondary">{marketplaceInfo(channel.data.marketplace).label}</Typography.Text>
          <ChannelStatusTag status={channel.data.status} />
          {channel.data.sandbox ? <SandboxBadge /> : null}
        </Space>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('drift.intro')}
      </Typography.Paragraph>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Switch
          data-testid="drift-only"
          checked={filters.onlyDrift}
          onChange={(onlyDrift) => setFilters((prev) => ({ ...prev, page: 1, onlyDrift }))}
        />
        {t('drift.onlyDrift')}
      </label>
      <PagedTable<ListingDriftView & { id: string }>
        query={drift}
        testId="drift-table"
        emptyText={t(filters.onlyDrift ? 'drift.emptyFiltered' : 'drift.empty')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page, pageSize) => setFilters((prev) => ({ ...prev, page, pageSize }))}
        columns={[
          { key: 'product', title: t('drift.columns.product'), render: (_, r) => r.title },
          { key: 'sku', title: t('drift.columns.sku'), dataIndex: 'sku' },
          { key: 'ours', title: t('drift.columns.ours'), align: 'right', render: (_, r) => f.number(r.ourQuantity) },
          {
            key: 'acknowledged',
            title: t('drift.columns.acknowledged'),
            align: 'right',
            render: (_, r) => (r.acknowledgedQuantity === null ? '—' : f.number(r.acknowledgedQuantity)),
          },
          {
            key: 'acknowledgedAt',
            title: t('drift.columns.acknowledgedAt'),
            render: (_, r) => (r.acknowledgedAt ? f.dateTime(r.acknowledgedAt) : '—'),
          },
          { key: 'status', title: t('drift.columns.status'), render: (_, r) => <DriftStatusTag status={r.status} /> },
          { key: 'message', title: t('drift.columns.message'), render: (_, r) => r.message ?? '—' },
          {
            key: 'repush',
            title: t('drift.columns.action'),
            render: (_, r) => (
              <Button
                data-testid="drift-repush"
                size="small"
                loading={pushing === r.productId}
                disabled={channel.data?.status !== 'ACTIVE'}
                onClick={() => void push(r)}
              >
                {t('drift.repush')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
