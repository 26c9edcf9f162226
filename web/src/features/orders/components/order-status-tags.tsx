// The order's three facets (status, pick, payment) as tags in the reader's language, plus a failed label purchase;
// `data-status` and friends keep the codes for tests.
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPaymentStatus, OrderRow, OrderStatus, PickStatus } from '@ledgerhouse/contracts';

const STATUS_COLORS: Record<OrderStatus, string> = {
  RESERVING: 'processing',
  READY_FOR_FULFILLMENT: 'blue',
  INSUFFICIENT_GOODS: 'orange',
  PROCESSING: 'geekblue',
  PROCESSED: 'green',
  CANCELED: 'default',
};
const PICK_COLORS: Record<PickStatus, string> = { NOT_PICKED: 'default', PICKING: 'purple', PICKED: 'cyan' };
const PAYMENT_COLORS: Record<OrderPaymentStatus, string> = { PAYMENT_PENDING: 'gold', PAID: 'green', PAYMENT_FAILED: 'red' };

export function OrderStatusTags({
  order,
}: {
  order: Pick<OrderRow, 'status' | 'pickStatus' | 'paymentStatus' | 'labelFailed' | 'packed'>;
}) {
  const { t } = useTranslation('orders');
  return (
    <Space size={[0, 4]} wrap>
      <Tag color={STATUS_COLORS[order.status]} data-status={order.status}>
        {t(`statuses.${order.status}`)}
      </Tag>
      {order.pickStatus ? (
        <Tag color={PICK_COLORS[order.pickStatus]} data-pick-status={order.pickStatus}>
          {t(`pickStatuses.${order.pickStatus}`)}
        </Tag>
      ) : null}
      {order.packed ? <Tag color="cyan">{t('packed')}</Tag> : null}
      {order.paymentStatus ? (
        <Tag color={PAYMENT_COLORS[order.paymentStatus]} data-payment-status={order.paymentStatus}>
          {t(`paymentStatuses.${order.paymentStatus}`)}
        </Tag>
      ) : null}
      {order.labelFailed ? (
        <Tag color="red" data-testid="label-failed">
          {t('labelFailed')}
        </Tag>
      ) : null}
    </Space>
  );
}
