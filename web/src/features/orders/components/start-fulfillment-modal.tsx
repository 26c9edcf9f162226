// Start fulfillment of one ready order with the spec's options.
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { toasts } from '../../../shared/ui/toast-queue';
import { useStartFulfillment } from '../api/order-commands';
import {
  defaultFulfillmentValues,
  FulfillmentOptionsFields,
  toFulfillmentOptions,
  type FulfillmentFormValues,
} from './fulfillment-options-fields';

export function StartFulfillmentModal({ order, onClose }: { order: Pick<OrderView, 'id' | 'number' | 'totalCents'>; onClose(): void }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const [form] = Form.useForm<FulfillmentFormValues>();
  const start = useStartFulfillment();
  const submit = (values: FulfillmentFormValues) =>
    start.mutate(
      { orderId: order.id, options: toFulfillmentOptions(values) },
      {
        onSuccess: () => {
          toasts.push({ type: 'success', message: t('fulfillment.started') });
          onClose();
        },
        onError: (err) => showApiError(err, form),
      },
    );
  return (
    <Modal
      open
      title={t('fulfillment.title', { number: order.number })}
      okText={t('fulfillment.start')}
      okButtonProps={{ loading: start.isPending, ...({ 'data-testid': 'fulfillment-submit' } as Record<`data-${string}`, string>) }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FulfillmentFormValues>
        form={form}
        layout="vertical"
        initialValues={defaultFulfillmentValues}
        onFinish={submit}
        data-testid="start-fulfillment-form"
      >
        <FulfillmentOptionsFields insuredValue={f.money(order.totalCents)} />
      </Form>
    </Modal>
  );
}
