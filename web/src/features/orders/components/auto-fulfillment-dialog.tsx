// Auto-fulfillment settings: on or off, and the options fulfillment starts with (the warehouse buys each label).
import { Alert, Form, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useAutoFulfillmentQuery, useSaveAutoFulfillment } from '../api/auto-fulfillment';
import {
  defaultFulfillmentValues,
  fromFulfillmentOptions,
  FulfillmentOptionsFields,
  toFulfillmentOptions,
  type FulfillmentFormValues,
} from './fulfillment-options-fields';

export function AutoFulfillmentDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('orders');
  const settings = useAutoFulfillmentQuery();
  const save = useSaveAutoFulfillment();
  const [form] = Form.useForm<FulfillmentFormValues>();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const on = enabled ?? settings.data?.enabled ?? false;
  const submit = (values: FulfillmentFormValues) =>
    save.mutate(
      { enabled: on, options: on ? toFulfillmentOptions({ ...values, labelKind: 'BUY' }) : null },
      {
        onSuccess: () => {
          toasts.push({ type: 'success', message: t('auto.saved') });
          onClose();
        },
        onError: (err) => showApiError(err, form),
      },
    );
  return (
    <Modal
      open
      title={t('auto.title')}
      okText={t('auto.save')}
      okButtonProps={{
        loading: save.isPending,
        disabled: !settings.data,
        ...({ 'data-testid': 'auto-save' } as Record<`data-${string}`, string>),
      }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <Alert type="error" showIcon title={settings.error.message} />
      ) : (
        <Form<FulfillmentFormValues>
          form={form}
          layout="vertical"
          data-testid="auto-fulfillment-form"
          initialValues={settings.data.options ? fromFulfillmentOptions(settings.data.options) : defaultFulfillmentValues}
          onFinish={submit}
        >
          <Form.Item label={t('auto.enabled')}>
            <Switch data-testid="auto-enabled" checked={on} onChange={setEnabled} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('auto.hint')}</Typography.Paragraph>
          {on ? <FulfillmentOptionsFields buyOnly /> : null}
        </Form>
      )}
    </Modal>
  );
}
