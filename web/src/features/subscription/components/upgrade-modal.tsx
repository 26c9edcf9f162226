// Upgrade: the price is charged from the wallet now; an optional promo code, whose refusals show on its field.
import { Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, resolveLocale, type Plan, type SubscriptionView } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';
import { formatMoney } from '../../../shared/format/money';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { useChangePlanMutation } from '../api/change-plan';
import { PlanChangeFailed } from './plan-change-failed';

type Terms = SubscriptionView['plans'][number];
/** The server answers a refused promo code with one of these; the message belongs on the field. */
const PROMO_CODES: readonly string[] = [
  ErrorCode.PROMO_INVALID,
  ErrorCode.PROMO_DEACTIVATED,
  ErrorCode.PROMO_USAGE_LIMIT_REACHED,
  ErrorCode.PROMO_EXPIRED,
  ErrorCode.PROMO_WRONG_TARIFF,
  ErrorCode.PROMO_ALREADY_USED,
];
const FUNDS_CODES: readonly string[] = [ErrorCode.PLAN_UPDATE_FAILED, ErrorCode.INSUFFICIENT_BALANCE];

export function UpgradeModal({
  terms,
  onClose,
  onDone,
}: {
  terms: Terms;
  onClose(): void;
  onDone(plan: Plan, chargedCents: number): void;
}) {
  const { t, i18n } = useTranslation('subscription');
  const [form] = Form.useForm<{ promoCode?: string }>();
  const change = useChangePlanMutation();
  const [failed, setFailed] = useState(false);
  const plan = t(`plans.${terms.plan}`);

  const submit = async ({ promoCode }: { promoCode?: string }) => {
    setFailed(false);
    try {
      const answer = await change.mutateAsync({ plan: terms.plan, promoCode: promoCode?.trim() ? promoCode.trim() : undefined });
      onDone(terms.plan, answer.chargedCents);
    } catch (err) {
      if (err instanceof ApiError && PROMO_CODES.includes(err.code)) {
        form.setFields([{ name: 'promoCode', errors: [errorMessage(err, resolveLocale(i18n.resolvedLanguage))] }]);
      } else if (err instanceof ApiError && FUNDS_CODES.includes(err.code)) {
        setFailed(true);
      } else {
        showApiError(err, form);
      }
    }
  };

  return (
    <Modal
      open
      data-testid="upgrade-modal"
      title={t('upgradeModal.title', { plan })}
      width={DEFAULT_MODAL_WIDTH}
      okText={t('upgradeModal.submit')}
      okButtonProps={{ loading: change.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph data-testid="upgrade-price">
          {t('upgradeModal.text', { price: formatMoney(terms.priceCents, i18n.resolvedLanguage) })}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="promoCode" label={t('upgradeModal.promoCode')}>
            <Input
              data-testid="promo-code"
              placeholder={t('upgradeModal.promoPlaceholder')}
              maxLength={40}
              allowClear
              onChange={() => form.setFields([{ name: 'promoCode', errors: [] }])}
            />
          </Form.Item>
        </Form>
        {failed ? <PlanChangeFailed /> : null}
      </Space>
    </Modal>
  );
}
