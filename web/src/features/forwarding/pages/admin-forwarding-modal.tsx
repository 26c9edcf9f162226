// /admin/warehouse/forwarding-shipments/:shipmentId: the manager's note, delivery, and the charge (again after a failure).
import { Alert, Button, Divider, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FORWARDING_COST_MAX_CENTS } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { formatMoney, toCents } from '../../../shared/format/money';
import { confirm } from '../../../shared/ui/modal-queue';
import { MoneyInput } from '../../../shared/ui/money-input';
import { toasts } from '../../../shared/ui/toast-queue';
import {
  useAdminForwardingShipmentQuery,
  useChargeForwardingMutation,
  useMarkForwardingDeliveredMutation,
  useSetForwardingNoteMutation,
} from '../api/admin-forwarding-api';
import { ForwardingDetails } from '../components/forwarding-details';
import { ForwardingModalFrame } from '../components/forwarding-modal-frame';
import { adminForwardingHref } from './admin-forwarding-tab';

export function AdminForwardingModal() {
  const { t, i18n } = useTranslation('forwarding');
  const { shipmentId = '' } = useParams();
  const navigate = useNavigate();
  const shipment = useAdminForwardingShipmentQuery(shipmentId);
  const deliver = useMarkForwardingDeliveredMutation(shipmentId);
  const note = useSetForwardingNoteMutation(shipmentId);
  const charge = useChargeForwardingMutation(shipmentId);
  const [cost, setCost] = useState<number | null>(null);
  const close = () => navigate(adminForwardingHref());
  const s = shipment.data;
  const chargeable = s && (s.status === 'DELIVERED' || s.status === 'PAYMENT_FAILED' || s.status === 'PAYMENT_PENDING');
  const costCents = cost ?? (s?.processingCostCents !== null && s?.processingCostCents !== undefined ? s.processingCostCents / 100 : null);

  const markDelivered = async () => {
    if (!(await confirm({ title: t('actions.markDeliveredConfirm'), okText: t('actions.markDelivered') }))) return;
    deliver.mutate(undefined, {
      onSuccess: () => toasts.push({ type: 'success', message: t('messages.delivered') }),
      onError: (err) => showApiError(err),
    });
  };
  const saveNote = (values: { managerNote?: string }) =>
    note.mutate(values.managerNote?.trim() ? values.managerNote.trim() : null, {
      onSuccess: () => toasts.push({ type: 'success', message: t('messages.noteSaved') }),
      onError: (err) => showApiError(err),
    });
  const chargeNow = async () => {
    if (costCents === null) return;
    const cents = toCents(costCents);
    if (
      !(await confirm({
        title: t('actions.chargeConfirm', { amount: formatMoney(cents, i18n.resolvedLanguage) }),
        okText: t('actions.charge'),
      }))
    )
      return;
    charge.mutate(cents, {
      onSuccess: (result) =>
        toasts.push(
          result.status === 'PAID'
            ? { type: 'success', message: t('messages.paid') }
            : { type: 'error', message: t('messages.paymentFailed') },
        ),
      onError: (err) => showApiError(err),
    });
  };

  return (
    <ForwardingModalFrame testId="admin-forwarding-modal" shipment={shipment} onClose={close}>
      {(s) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ForwardingDetails shipment={s} seller={s.sellerEmail ?? s.sellerId} downloadPath={(fileId) => `/admin/files/${fileId}`} />
          {s.status === 'CANCELED' ? <Alert type="warning" showIcon title={t('hints.canceledForever')} /> : null}
          {s.status === 'PAYMENT_PENDING' ? <Alert type="info" showIcon title={t('hints.pendingPayment')} /> : null}
          {s.status === 'NOT_DELIVERED' ? (
            <Button data-testid="forwarding-deliver" type="primary" loading={deliver.isPending} onClick={markDelivered}>
              {t('actions.markDelivered')}
            </Button>
          ) : null}
          {chargeable ? (
            <Space wrap>
              <MoneyInput
                data-testid="forwarding-cost-input"
                aria-label={t('fields.processingCost')}
                min={0.01}
                max={FORWARDING_COST_MAX_CENTS / 100}
                precision={2}
                value={costCents}
                onChange={(value) => setCost(value)}
                style={{ width: 160 }}
              />
              <Button
                data-testid="forwarding-charge"
                type="primary"
                disabled={costCents === null}
                loading={charge.isPending}
                onClick={chargeNow}
              >
                {s.status === 'DELIVERED' ? t('actions.charge') : t('actions.retryCharge')}
              </Button>
            </Space>
          ) : null}
          {s.status !== 'CANCELED' ? (
            <>
              <Divider />
              <Form key={s.managerNote ?? ''} layout="vertical" initialValues={{ managerNote: s.managerNote ?? '' }} onFinish={saveNote}>
                <Form.Item name="managerNote" label={t('fields.managerNote')}>
                  <Input.TextArea
                    data-testid="forwarding-manager-note-input"
                    maxLength={1000}
                    showCount
                    autoSize={{ minRows: 2, maxRows: 6 }}
                  />
                </Form.Item>
                <Button htmlType="submit" loading={note.isPending} data-testid="forwarding-save-note">
                  {t('actions.saveNote')}
                </Button>
              </Form>
            </>
          ) : null}
        </Space>
      )}
    </ForwardingModalFrame>
  );
}
