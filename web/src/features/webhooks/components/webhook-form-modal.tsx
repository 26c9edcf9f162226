// Add or edit an endpoint: URL, description, event types; the contract's rules check the fields before sending.
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { createWebhookBody, fieldErrorMessages, type Locale, type WebhookView } from '@ledgerhouse/contracts';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { zodRule } from '../../../shared/ui/zod-rule';
import { EventTypesPicker } from './event-types-picker';

export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: string[];
}

export function WebhookFormModal({
  editing,
  submitting,
  onSubmit,
  onClose,
}: {
  /** The endpoint being edited; none: a new one. */
  editing?: WebhookView;
  submitting: boolean;
  onSubmit(values: WebhookFormValues, form: ReturnType<typeof Form.useForm<WebhookFormValues>>[0]): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const [form] = Form.useForm<WebhookFormValues>();
  const messages = fieldErrorMessages[(i18n.resolvedLanguage ?? 'en-US') as Locale];
  return (
    <Modal
      open
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      footer={null}
      width={DEFAULT_MODAL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<WebhookFormValues>
        data-testid="webhook-form"
        form={form}
        layout="vertical"
        initialValues={
          editing ? { url: editing.url, description: editing.description, eventTypes: editing.eventTypes } : { eventTypes: [] }
        }
        onFinish={(values) => onSubmit({ ...values, description: values.description ?? '' }, form)}
      >
        <Form.Item name="url" label={t('form.url')} extra={t('form.urlHint')} rules={[zodRule(createWebhookBody, 'url', messages)]}>
          <Input data-testid="webhook-url" placeholder="https://example.com/webhooks/ledgerhouse" inputMode="url" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('form.description')}
          extra={t('form.descriptionHint')}
          rules={[zodRule(createWebhookBody, 'description', messages)]}
        >
          <Input data-testid="webhook-description" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="eventTypes"
          label={t('form.eventTypes')}
          rules={[
            {
              validator: async (_, value?: string[]) =>
                value?.length ? undefined : Promise.reject(new Error(t('form.eventTypesRequired'))),
            },
          ]}
        >
          <EventTypesPicker />
        </Form.Item>
        <Button data-testid="webhook-submit" type="primary" htmlType="submit" loading={submitting}>
          {t(editing ? 'form.save' : 'form.create')}
        </Button>
      </Form>
    </Modal>
  );
}
