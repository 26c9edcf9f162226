// Top up the wallet from a card: amount of at least $1, the primary card unless another is chosen.
import { Alert, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topUpBody, type CardView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useTopUpWalletMutation } from '../api/top-up-wallet';
import { cardLabel } from './cards-table';
import { dollarsRule } from './dollars-rule';
import { toCents } from '../../../shared/format/money';
import { isCardRequired, topUpFailure } from './payment-failures';
import { useFormatters } from '../../../shared/format/use-formatters';
import { MoneyInput } from '../../../shared/ui/money-input';

interface TopUpValues {
  amount: number;
  cardId: string;
}

export function TopUpModal({ cards, onClose, onCardRequired }: { cards: CardView[]; onClose(): void; onCardRequired(): void }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const [form] = Form.useForm<TopUpValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const topUp = useTopUpWalletMutation();
  const primary = cards.find((c) => c.primary) ?? cards[0];

  const submit = async ({ amount, cardId }: TopUpValues) => {
    setFailure(null);
    try {
      await topUp.mutateAsync({ amountCents: toCents(amount), cardId });
      toasts.push({ type: 'success', message: t('topUp.done', { amount: format.money(toCents(amount)) }) });
      onClose();
    } catch (err) {
      if (isCardRequired(err)) return onCardRequired();
      const refused = topUpFailure(err, t, format.locale);
      if (!refused) return showApiError(err, form);
      // Said once, in the dialog beside the amount and card the seller may change; no toast repeating it.
      setFailure(refused);
    }
  };

  return (
    <Modal open title={t('topUp.title')} footer={null} width={DEFAULT_MODAL_WIDTH} onCancel={onClose}>
      <Form<TopUpValues>
        form={form}
        layout="vertical"
        data-testid="top-up-form"
        initialValues={{ cardId: primary?.id }}
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <Form.Item
          name="amount"
          label={t('topUp.amount')}
          extra={t('topUp.minimum', { amount: format.money(100) })}
          rules={[dollarsRule(topUpBody.shape.amountCents, format.locale)]}
        >
          <MoneyInput data-testid="top-up-amount" min={0} precision={2} step={10} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="cardId" label={t('topUp.card')}>
          <Select
            data-testid="top-up-card"
            options={cards.map((c) => ({
              value: c.id,
              label: `${cardLabel(c, t)}${c.primary ? ` (${t('cards.primary')})` : ''}`,
              disabled: c.expired,
            }))}
          />
        </Form.Item>
        {failure ? <Alert data-testid="top-up-failure" type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Button data-testid="top-up-submit" type="primary" htmlType="submit" loading={topUp.isPending} block>
          {t('topUp.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
