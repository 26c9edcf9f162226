// An order's three facets as tags: its status, and while processing its picking and payment, packed and label failure.
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow, OrderStatus } from '@ledgerhouse/contracts';

const STATUS_COLORS: Record<OrderStatus, string> = {
  RESERVING: 'processing',
  READY_FOR_FULFILLMENT: 'blue',
  INSUFFICIENT_GOODS: 'orange',
  PROCESSING: 'geekblue',
  PROCESSED: 'green',
  CANCELED: 'default',
};

type Facets = Pick<OrderRow, 'status' | 'pickStatus' | 'paymentStatus' | 'packed' | 'labelFailed'>;

export function OrderStatusTags({ order }: { order: Facets }) {
  const { t } = useTranslation('warehouseOrders');
  return (
    <Space size={[0, 4]} wrap data-testid="order-status" data-status={order.status} data-pick={order.pickStatus ?? ''}>
      <Tag color={STATUS_COLORS[order.status]}>{t(`statuses.${order.status}`)}</Tag>
      {order.pickStatus ? (
        <Tag color={order.pickStatus === 'PICKED' ? 'green' : 'gold'}>{t(`pickStatuses.${order.pickStatus}`)}</Tag>
      ) : null}
      {order.paymentStatus ? (
        <Tag color={order.paymentStatus === 'PAID' ? 'green' : order.paymentStatus === 'PAYMENT_FAILED' ? 'red' : 'gold'}>
          {t(`paymentStatuses.${order.paymentStatus}`)}
        </Tag>
      ) : null}
      {order.packed ? <Tag color="cyan">{t('list.packed')}</Tag> : null}
      {order.labelFailed ? <Tag color="red">{t('list.labelFailed')}</Tag> : null}
    </Space>
  );
}
