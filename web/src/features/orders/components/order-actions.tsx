// What the seller may do with the order now (the view's flags follow the transition table): edit, start fulfillment,
// cancel fulfillment (final), cancel the shipment, create a return.
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCancelOrder, useCancelShipment } from '../api/order-commands';
import { StartFulfillmentModal } from './start-fulfillment-modal';

export function OrderActions({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const [starting, setStarting] = useState(false);
  const cancel = useCancelOrder();
  const cancelShipment = useCancelShipment();

  const onCancel = async () => {
    const sure = await confirm({
      title: t('view.cancelConfirm.title', { number: order.number }),
      content: t('view.cancelConfirm.text'),
      okText: t('view.cancelConfirm.ok'),
      danger: true,
    });
    if (!sure) return;
    cancel.mutate(order.id, {
      onSuccess: () => toasts.push({ type: 'success', message: t('view.canceled') }),
      onError: (err) => showApiError(err),
    });
  };

  const onCancelShipment = async () => {
    const sure = await confirm({
      title: t('view.cancelShipmentConfirm.title', { number: order.number }),
      content: t('view.cancelShipmentConfirm.text'),
      okText: t('view.cancelShipmentConfirm.ok'),
      danger: true,
    });
    if (!sure) return;
    cancelShipment.mutate(order.id, {
      onSuccess: () => toasts.push({ type: 'success', message: t('view.shipmentCanceled') }),
      onError: (err) => showApiError(err),
    });
  };

  return (
    <Space wrap data-testid="order-actions">
      {order.changeable ? (
        <Link to={paths.orderEdit.href(order.id)}>
          <Button data-testid="order-edit">{t('view.actions.edit')}</Button>
        </Link>
      ) : null}
      {order.status === 'READY_FOR_FULFILLMENT' ? (
        <Button data-testid="order-start-fulfillment" type="primary" onClick={() => setStarting(true)}>
          {t('view.actions.start')}
        </Button>
      ) : null}
      {order.shipmentCancelable ? (
        <Button data-testid="order-cancel-shipment" loading={cancelShipment.isPending} onClick={() => void onCancelShipment()}>
          {t('view.actions.cancelShipment')}
        </Button>
      ) : null}
      {order.cancelable ? (
        <Button data-testid="order-cancel" danger loading={cancel.isPending} onClick={() => void onCancel()}>
          {t('view.actions.cancel')}
        </Button>
      ) : null}
      {order.returnable ? (
        <Link to={`${paths.createReturnShipment.href()}?orderId=${encodeURIComponent(order.id)}`}>
          <Button data-testid="order-create-return">{t('view.actions.createReturn')}</Button>
        </Link>
      ) : null}
      {order.returnShipmentId ? (
        <Link to={`${paths.shipmentsReturn.href()}/${order.returnShipmentId}`}>
          <Button data-testid="order-view-return">{t('view.actions.viewReturn')}</Button>
        </Link>
      ) : null}
      {starting ? <StartFulfillmentModal order={order} onClose={() => setStarting(false)} /> : null}
    </Space>
  );
}
