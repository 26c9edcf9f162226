// Downgrade: takes effect at the end of the paid period, whose date is shown.
import { Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type Plan, type SubscriptionView } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { formatDate } from '../../../shared/format/dates';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { useChangePlanMutation } from '../api/change-plan';
import { PlanChangeFailed } from './plan-change-failed';

export function DowngradeModal({
  subscription,
  plan,
  onClose,
  onDone,
}: {
  subscription: SubscriptionView;
  plan: Plan;
  onClose(): void;
  onDone(plan: Plan, effectiveAt: string): void;
}) {
  const { t, i18n } = useTranslation('subscription');
  const change = useChangePlanMutation();
  const [failed, setFailed] = useState(false);
  const submit = async () => {
    setFailed(false);
    try {
      const answer = await change.mutateAsync({ plan });
      onDone(plan, answer.effectiveAt);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.PLAN_UPDATE_FAILED) setFailed(true);
      else showApiError(err);
    }
  };
  return (
    <Modal
      open
      data-testid="downgrade-modal"
      title={t('downgradeModal.title', { plan: t(`plans.${plan}`) })}
      width={DEFAULT_MODAL_WIDTH}
      okText={t('downgradeModal.submit')}
      okButtonProps={{ loading: change.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph data-testid="downgrade-date">
          {t('downgradeModal.text', {
            current: t(`plans.${subscription.plan}`),
            plan: t(`plans.${plan}`),
            date: formatDate(subscription.plannedEnd ?? subscription.end, i18n.resolvedLanguage),
          })}
        </Typography.Paragraph>
        {failed ? <PlanChangeFailed /> : null}
      </Space>
    </Modal>
  );
}
