// /add-yookassa-card: the same add-card form, linked through the YooKassa route; back to the cards when done.
import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AddCardBody } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useAddCardMutation } from '../api/add-card';
import { CardForm } from '../components/card-form';

export function AddYookassaCardPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [form] = Form.useForm<AddCardBody>();
  const add = useAddCardMutation('yookassa');
  const submit = async (values: AddCardBody) => {
    try {
      await add.mutateAsync(values);
      toasts.push({ type: 'success', message: t('cards.added') });
      navigate(paths.paymentInformation.href());
    } catch (err) {
      showApiError(err, form);
    }
  };
  return (
    <Card style={{ maxWidth: DEFAULT_MODAL_WIDTH }}>
      <Typography.Title level={3}>{t('cards.addYookassaTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('cards.addYookassaText')}</Typography.Paragraph>
      <CardForm form={form} submitting={add.isPending} onSubmit={submit} />
    </Card>
  );
}
