// Staff adds funds to a seller's wallet (BY_STAFF): at least $1 and a comment.
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOPUP_MAX_CENTS, TOPUP_MIN_CENTS } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toCents } from '../../../shared/format/money';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useStaffTopUpMutation } from '../api/staff-top-up';
import { MoneyInput } from '../../../shared/ui/money-input';

/** Form fields are named as the body's so that the server's field errors land on them; the amount is typed in dollars. */
interface Values {
  amountCents: number;
  comment: string;
}

export function StaffTopUpDialog({ userId, onClose }: { userId: string; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const topUp = useStaffTopUpMutation(userId);
  const submit = async ({ amountCents, comment }: Values) => {
    try {
      await topUp.mutateAsync({ amountCents: toCents(amountCents), comment: comment.trim() });
      toasts.push({ type: 'success', message: t('wallet.topUpDone') });
      onClose();
    } catch (err) {
      showApiError(err, form);
    }
  };
  return (
    <Modal
      open
      data-testid="staff-top-up-dialog"
      title={t('wallet.topUpTitle')}
      width={DEFAULT_MODAL_WIDTH}
      okText={t('wallet.topUpSubmit')}
      okButtonProps={{ loading: topUp.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="amountCents"
          label={t('wallet.amount')}
          rules={[
            { required: true, message: t('wallet.required') },
            { type: 'number', min: TOPUP_MIN_CENTS / 100, message: t('wallet.minAmount') },
          ]}
        >
          <MoneyInput data-testid="staff-top-up-amount" min={0} max={TOPUP_MAX_CENTS / 100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="comment" label={t('wallet.comment')} rules={[{ required: true, whitespace: true, message: t('wallet.required') }]}>
          <Input.TextArea data-testid="staff-top-up-comment" rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
