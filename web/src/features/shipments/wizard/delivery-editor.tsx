// Step 3: tracking number, courier service and delivery type (required to send) and a comment for the warehouse.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TYPES } from '@ledgerhouse/contracts';
import type { DeliveryProblem, WizardAction, WizardDelivery } from './wizard-state';

export function DeliveryEditor({
  delivery,
  problems,
  showProblems,
  dispatch,
}: {
  delivery: WizardDelivery;
  problems: DeliveryProblem[];
  showProblems: boolean;
  dispatch(action: WizardAction): void;
}) {
  const { t } = useTranslation('shipments');
  const edit = (patch: Partial<WizardDelivery>) => dispatch({ type: 'editDelivery', patch });
  const status = (field: DeliveryProblem) => (showProblems && problems.includes(field) ? ('error' as const) : undefined);
  const help = (field: DeliveryProblem) => (showProblems && problems.includes(field) ? t('wizard.required') : undefined);
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 520 }} data-testid="wizard-delivery">
      <Form.Item label={t('wizard.tracking')} required validateStatus={status('trackingNumber')} help={help('trackingNumber')}>
        <Input
          data-testid="delivery-tracking"
          maxLength={100}
          value={delivery.trackingNumber}
          onChange={(e) => edit({ trackingNumber: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('wizard.courier')} required validateStatus={status('courierService')} help={help('courierService')}>
        <Input
          data-testid="delivery-courier"
          maxLength={100}
          value={delivery.courierService}
          onChange={(e) => edit({ courierService: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('wizard.deliveryType')} required validateStatus={status('deliveryType')} help={help('deliveryType')}>
        <Select
          data-testid="delivery-type"
          value={delivery.deliveryType ?? undefined}
          onChange={(deliveryType) => edit({ deliveryType })}
          options={DELIVERY_TYPES.map((type) => ({ value: type, label: t(`deliveryTypes.${type}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('wizard.comment')}>
        <Input.TextArea
          data-testid="delivery-comment"
          maxLength={1000}
          rows={3}
          value={delivery.comment}
          onChange={(e) => edit({ comment: e.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
