// The delivery log, newest first, a page at a time from the server: filter by status, refresh, replay one, open one.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus, type WebhookDeliveryView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PagedTable } from '../../../shared/ui/paged-table';
import { toasts } from '../../../shared/ui/toast-queue';
import { useDeliveriesQuery, type DeliveryFilters } from '../api/list-deliveries';
import { useReplayDeliveryMutation } from '../api/replay-delivery';
import { webhooksKey } from '../api/webhooks-key';
import { DeliveryDrawer } from './delivery-drawer';
import { DeliveryStatusTag } from './delivery-status-tag';
import { showWebhookError } from './webhook-server-error';

export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const f = useFormatters();
  const [filters, setFilters] = useState<DeliveryFilters>({ page: 1, pageSize: 20 });
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useDeliveriesQuery(webhookId, filters);
  const replay = useReplayDeliveryMutation();
  const queryClient = useQueryClient();
  // The endpoint's last delivery and status change with the log: Refresh reads them again too.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhooksKey });
  // A log that moved on (polled while pending) moves the endpoint's last delivery too.
  const newest = deliveries.data?.items[0];
  const newestState = newest ? `${newest.id} ${newest.status} ${newest.attempts}` : '';
  useEffect(() => {
    if (newestState) void queryClient.invalidateQueries({ queryKey: [...webhooksKey, 'one', webhookId] });
  }, [newestState, queryClient, webhookId]);

  const replayOne = async (delivery: WebhookDeliveryView) => {
    try {
      await replay.mutateAsync({ webhookId, deliveryId: delivery.id });
      toasts.push({ type: 'success', message: t('deliveries.replayed') });
    } catch (err) {
      showWebhookError(err, undefined, i18n.resolvedLanguage);
    }
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} data-testid="delivery-log">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('deliveries.title')}
        </Typography.Title>
        <Space wrap>
          <Select<WebhookDeliveryStatus | undefined>
            data-testid="delivery-status-filter"
            allowClear
            placeholder={t('deliveries.allStatuses')}
            aria-label={t('deliveries.statusFilter')}
            style={{ width: 180 }}
            value={filters.status}
            onChange={(status) => setFilters((prev) => ({ ...prev, page: 1, status }))}
            options={WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`deliveries.statuses.${s}`) }))}
          />
          <Button icon={<ReloadOutlined />} onClick={refresh} data-testid="delivery-refresh">
            {t('deliveries.refresh')}
          </Button>
        </Space>
      </Space>
      <PagedTable<WebhookDeliveryView>
        query={deliveries}
        testId="delivery-table"
        emptyText={t(filters.status ? 'deliveries.emptyFiltered' : 'deliveries.empty')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page, pageSize) => setFilters((prev) => ({ ...prev, page, pageSize }))}
        columns={[
          {
            key: 'time',
            title: t('deliveries.time'),
            render: (_, d) => (
              <Typography.Link onClick={() => setOpen(d.id)} data-testid="delivery-open">
                {f.dateTime(d.createdAt)}
              </Typography.Link>
            ),
          },
          {
            key: 'type',
            title: t('deliveries.eventType'),
            render: (_, d) => (
              <Space size={4}>
                <Typography.Text code data-testid="delivery-event-type">
                  {d.eventType}
                </Typography.Text>
                {d.replay ? <Tag data-testid="delivery-replay">{t('deliveries.replayTag')}</Tag> : null}
              </Space>
            ),
          },
          { key: 'status', title: t('deliveries.status'), render: (_, d) => <DeliveryStatusTag status={d.status} /> },
          { key: 'attempts', title: t('deliveries.attempts'), dataIndex: 'attempts', align: 'right' },
          {
            key: 'code',
            title: t('deliveries.lastCode'),
            render: (_, d) => (d.lastStatusCode === null ? (d.lastError ?? '—') : d.lastStatusCode),
          },
          { key: 'next', title: t('deliveries.nextAttempt'), render: (_, d) => (d.nextAttemptAt ? f.dateTime(d.nextAttemptAt) : '—') },
          {
            key: 'actions',
            render: (_, d) => (
              <Button size="small" onClick={() => void replayOne(d)} loading={replay.isPending && replay.variables?.deliveryId === d.id}>
                {t('deliveries.replay')}
              </Button>
            ),
          },
        ]}
      />
      <DeliveryDrawer webhookId={webhookId} deliveryId={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
