import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddCardBody } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useAddCardMutation } from '../api/add-card';
import { CardForm } from './card-form';

export function AddCardModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<AddCardBody>();
  const add = useAddCardMutation();
  const submit = async (values: AddCardBody) => {
    try {
      await add.mutateAsync(values);
      toasts.push({ type: 'success', message: t('cards.added') });
      form.resetFields();
      onClose();
    } catch (err) {
      showApiError(err, form);
    }
  };
  return (
    <Modal open={open} title={t('cards.addTitle')} footer={null} width={DEFAULT_MODAL_WIDTH} onCancel={onClose} destroyOnHidden>
      <CardForm form={form} submitting={add.isPending} onSubmit={submit} />
    </Modal>
  );
}
