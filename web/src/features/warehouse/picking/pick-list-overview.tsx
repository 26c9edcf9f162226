// Before a batch: every paid order waiting to be picked (choose some, or take all ready) and the walk by bin.
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickOrderView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toasts } from '../../../shared/ui/toast-queue';
import { usePickListQuery, useStartBatchMutation } from '../api/picking-api';
import { OrderProgress } from './order-progress';
import { PickStopsTable } from './pick-stops-table';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

const NO_BATCH: readonly string[] = [];

export function PickListOverview({ onBatch }: { onBatch(orderIds: string[]): void }) {
  const { t } = useTranslation('warehouseOrders');
  const list = usePickListQuery(NO_BATCH);
  const start = useStartBatchMutation();
  const [selected, setSelected] = useState<string[]>([]);

  const startBatch = async (orderIds?: string[]) => {
    try {
      const result = await start.mutateAsync(orderIds ? { orderIds } : {});
      const numbers = (ids: string[]) => ids.map((id) => list.data?.orders.find((o) => o.orderId === id)?.number ?? id).join(', ');
      if (result.refused.length)
        toasts.push({ type: 'warning', message: t('picking.refused', { orders: numbers(result.refused.map((r) => r.orderId)) }) });
      if (result.orderIds.length) {
        toasts.push({ type: 'success', message: t('picking.started', { count: result.orderIds.length }) });
        onBatch(result.orderIds);
      }
    } catch (err) {
      showApiError(err);
    }
  };

  if (list.isError) return <Alert type="error" showIcon title={list.error.message} />;
  const orders = list.data?.orders ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={5}>{t('picking.readyOrders')}</Typography.Title>
      <Table<PickOrderView>
        data-testid="pick-orders"
        size="small"
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="orderId"
        dataSource={orders}
        locale={{ emptyText: emptyUntilAnswered(list, t('picking.noOrders')) }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          { key: 'number', title: t('picking.order'), dataIndex: 'number' },
          { key: 'status', title: t('list.pickStatus'), render: (_, o) => <Tag>{t(`pickStatuses.${o.pickStatus}`)}</Tag> },
          { key: 'progress', title: t('picking.progress'), render: (_, o) => <OrderProgress order={o} /> },
        ]}
      />
      <Space wrap>
        <Button
          data-testid="pick-start-selected"
          type="primary"
          disabled={!selected.length}
          loading={start.isPending}
          onClick={() => void startBatch(selected)}
        >
          {t('picking.startSelected', { count: selected.length })}
        </Button>
        <Button data-testid="pick-start-all" disabled={!orders.length} loading={start.isPending} onClick={() => void startBatch()}>
          {t('picking.startAll')}
        </Button>
      </Space>
      <Typography.Title level={5}>{t('picking.stops')}</Typography.Title>
      <PickStopsTable stops={list.data?.stops ?? []} />
      {list.data?.unlocated.length ? (
        <Alert
          type="warning"
          showIcon
          title={t('picking.unlocated')}
          description={list.data.unlocated.map((l) => `${l.orderNumber}: ${l.sku} × ${l.quantity}`).join('; ')}
        />
      ) : null}
    </Space>
  );
}
