// Picked orders waiting to be packed, oldest first; one opens at the packing table.
import { Alert, Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePackingQueueQuery } from '../api/picking-api';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

export function PackingQueue({ onOpen }: { onOpen(orderId: string): void }) {
  const { t } = useTranslation('warehouseOrders');
  const queue = usePackingQueueQuery();
  if (queue.isError) return <Alert type="error" showIcon title={queue.error.message} />;
  return (
    <Table
      data-testid="packing-queue"
      size="small"
      loading={queue.isFetching}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey="orderId"
      dataSource={queue.data?.items ?? []}
      locale={{ emptyText: emptyUntilAnswered(queue, t('packing.empty')) }}
      title={() => t('packing.queue')}
      columns={[
        { key: 'number', title: t('picking.order'), dataIndex: 'number' },
        { key: 'units', title: t('picking.units'), dataIndex: 'units' },
        { key: 'carrier', title: t('packing.carrier'), render: (_, i) => i.carrier ?? '—' },
        { key: 'tracking', title: t('packing.tracking'), render: (_, i) => i.trackingNumber ?? '—' },
        {
          key: 'open',
          render: (_, i) => (
            <Button data-testid={`pack-${i.number}`} type="primary" size="small" onClick={() => onOpen(i.orderId)}>
              {t('packing.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
