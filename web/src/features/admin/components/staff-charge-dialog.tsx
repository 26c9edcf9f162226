// Staff charges a seller's wallet: amount, purpose, notes; the answer says accepted or refused (insufficient balance).
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, SPENDING_PURPOSES, TOPUP_MAX_CENTS, type SpendingAnswer, type SpendingPurpose } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { formatMoney, toCents } from '../../../shared/format/money';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { useStaffSpendingMutation } from '../api/staff-spending';
import { MoneyInput } from '../../../shared/ui/money-input';

interface Values {
  amountCents: number;
  purpose: SpendingPurpose;
  notes: string;
  documentId?: string;
}

type Outcome = Pick<SpendingAnswer, 'accepted' | 'balanceAfterCents'> | { accepted: false; balanceAfterCents: null };

export function StaffChargeDialog({ userId, balanceCents, onClose }: { userId: string; balanceCents?: number; onClose(): void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<Values>();
  const charge = useStaffSpendingMutation(userId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.resolvedLanguage);

  const submit = async ({ amountCents, purpose, notes, documentId }: Values) => {
    setOutcome(null);
    try {
      const answer = await charge.mutateAsync({
        amountCents: toCents(amountCents),
        purpose,
        notes: notes.trim(),
        documentId: documentId?.trim() || undefined,
      });
      setOutcome(answer);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.INSUFFICIENT_BALANCE) setOutcome({ accepted: false, balanceAfterCents: null });
      else showApiError(err, form);
    }
  };

  return (
    <Modal
      open
      data-testid="staff-charge-dialog"
      title={t('wallet.chargeTitle')}
      width={DEFAULT_MODAL_WIDTH}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{tc('close')}</Button>
          <Button data-testid="staff-charge-submit" type="primary" danger loading={charge.isPending} onClick={() => form.submit()}>
            {t('wallet.chargeSubmit')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ purpose: 'OTHER' }} onValuesChange={() => setOutcome(null)}>
          <Form.Item
            name="amountCents"
            label={t('wallet.amount')}
            rules={[
              { required: true, message: t('wallet.required') },
              { type: 'number', min: 0.01, message: t('wallet.required') },
            ]}
          >
            <MoneyInput data-testid="staff-charge-amount" min={0} max={TOPUP_MAX_CENTS / 100} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="purpose" label={t('wallet.purpose')} rules={[{ required: true, message: t('wallet.required') }]}>
            <Select
              data-testid="staff-charge-purpose"
              options={SPENDING_PURPOSES.map((p) => ({ value: p, label: t(`wallet.purposes.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="notes" label={t('wallet.notes')} rules={[{ required: true, whitespace: true, message: t('wallet.required') }]}>
            <Input.TextArea data-testid="staff-charge-notes" rows={3} maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="documentId" label={t('wallet.documentId')}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
        {outcome ? (
          <Alert
            data-testid="staff-charge-outcome"
            type={outcome.accepted ? 'success' : 'warning'}
            showIcon
            title={
              outcome.accepted
                ? t('wallet.chargeAccepted', { balance: money(outcome.balanceAfterCents) })
                : t('wallet.chargeRefused', { balance: money(outcome.balanceAfterCents ?? balanceCents ?? 0) })
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}
