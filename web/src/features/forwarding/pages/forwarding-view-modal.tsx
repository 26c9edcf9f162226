// /shipments/forwarding-shipments/:shipmentId: view, edit and cancel while the warehouse has not received it.
import { Alert, Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCancelForwardingMutation, useEditForwardingMutation, useForwardingShipmentQuery } from '../api/forwarding-api';
import { ForwardingDetails } from '../components/forwarding-details';
import { ForwardingModalFrame } from '../components/forwarding-modal-frame';
import { bodyOf, ForwardingForm, type ForwardingFormValues } from '../components/forwarding-form';
import { forwardingHref } from './forwarding-list-page';

export function ForwardingViewModal() {
  const { t } = useTranslation('forwarding');
  const { shipmentId = '' } = useParams();
  const navigate = useNavigate();
  const shipment = useForwardingShipmentQuery(shipmentId);
  const edit = useEditForwardingMutation(shipmentId);
  const cancel = useCancelForwardingMutation(shipmentId);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<ForwardingFormValues>();
  const close = () => navigate(forwardingHref());

  const save = async (values: ForwardingFormValues) => {
    try {
      await edit.mutateAsync(bodyOf(values));
      toasts.push({ type: 'success', message: t('messages.saved') });
      setEditing(false);
    } catch (err) {
      showApiError(err, form);
    }
  };
  const cancelShipment = async () => {
    const ok = await confirm({
      title: t('actions.cancelConfirm'),
      content: t('actions.cancelConfirmText'),
      okText: t('actions.cancelShipment'),
      cancelText: t('actions.keep'),
      danger: true,
    });
    if (!ok) return;
    cancel.mutate(undefined, {
      onSuccess: () => toasts.push({ type: 'success', message: t('messages.canceled') }),
      onError: (err) => showApiError(err),
    });
  };

  return (
    <ForwardingModalFrame testId="forwarding-view-modal" shipment={shipment} onClose={close}>
      {(s) =>
        editing ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button onClick={() => setEditing(false)}>{t('actions.cancelEdit')}</Button>
            <ForwardingForm
              form={form}
              initial={{
                trackingNumber: s.trackingNumber,
                courierService: s.courierService,
                parcels: s.parcels,
                clientNote: s.clientNote,
                files: s.files,
              }}
              submitting={edit.isPending}
              onSubmit={save}
            />
          </Space>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <ForwardingDetails shipment={s} downloadPath={(fileId) => `/files/${fileId}`} />
            {s.status === 'CANCELED' ? <Alert type="warning" showIcon title={t('hints.canceledForever')} /> : null}
            {s.status === 'PAYMENT_FAILED' ? <Alert type="error" showIcon title={t('hints.paymentFailed')} /> : null}
            {s.status === 'NOT_DELIVERED' ? (
              <>
                <Alert type="info" showIcon title={t('hints.editOnlyInTransit')} />
                <Space wrap>
                  <Button data-testid="forwarding-edit" onClick={() => setEditing(true)}>
                    {t('actions.edit')}
                  </Button>
                  <Button data-testid="forwarding-cancel" danger loading={cancel.isPending} onClick={cancelShipment}>
                    {t('actions.cancelShipment')}
                  </Button>
                </Space>
              </>
            ) : null}
          </Space>
        )
      }
    </ForwardingModalFrame>
  );
}
