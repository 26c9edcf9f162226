// /shipments/forwarding-shipments/create
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCreateForwardingMutation } from '../api/forwarding-api';
import { bodyOf, ForwardingForm, type ForwardingFormValues } from '../components/forwarding-form';
import { forwardingHref } from './forwarding-list-page';

export function ForwardingCreateModal() {
  const { t } = useTranslation('forwarding');
  const navigate = useNavigate();
  const create = useCreateForwardingMutation();
  const [form] = Form.useForm<ForwardingFormValues>();
  const close = () => navigate(forwardingHref());
  const submit = async (values: ForwardingFormValues) => {
    try {
      await create.mutateAsync(bodyOf(values));
      toasts.push({ type: 'success', message: t('messages.created') });
      close();
    } catch (err) {
      showApiError(err, form);
    }
  };
  return (
    <Modal open title={t('create')} footer={null} width={DEFAULT_MODAL_WIDTH} onCancel={close} data-testid="forwarding-create-modal">
      <ForwardingForm form={form} submitting={create.isPending} onSubmit={submit} />
    </Modal>
  );
}
