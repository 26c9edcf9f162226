// /subscription: the seller's current plan, a scheduled change they can undo, and the plan history.
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { formatDate } from '../../../shared/format/dates';
import { SubscriptionDetails } from '../../../shared/subscription/subscription-details';
import { SubscriptionHistoryTable } from '../../../shared/subscription/subscription-history-table';
import { confirm } from '../../../shared/ui/modal-queue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCancelDowngradeMutation } from '../api/cancel-downgrade';
import { useSubscriptionQuery } from '../api/get-subscription';
import { useSubscriptionHistoryQuery } from '../api/get-subscription-history';

export function SubscriptionPage() {
  const { t, i18n } = useTranslation('subscription');
  const { t: tc } = useTranslation();
  const subscription = useSubscriptionQuery();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const history = useSubscriptionHistoryQuery(paging.page, paging.pageSize);
  const keep = useCancelDowngradeMutation();

  const keepCurrent = async () => {
    const s = subscription.data;
    if (!s?.upcomingPlan) return;
    const ok = await confirm({
      title: t('upcoming.keepConfirm', { plan: t(`plans.${s.plan}`), upcoming: t(`plans.${s.upcomingPlan}`) }),
      okText: t('upcoming.keep'),
    });
    if (!ok) return;
    keep.mutate(undefined, {
      onSuccess: () => toasts.push({ type: 'success', message: t('upcoming.kept') }),
      onError: (err) => showApiError(err),
    });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Link to={paths.subscriptionChange.href()}>
          <Button data-testid="choose-plan" type="primary">
            {t('choosePlanButton')}
          </Button>
        </Link>
      </Space>
      {subscription.isPending ? (
        <PageLoading />
      ) : subscription.isError ? (
        <Alert
          type="error"
          showIcon
          title={subscription.error.message}
          action={
            <Button size="small" onClick={() => subscription.refetch()}>
              {tc('retry')}
            </Button>
          }
        />
      ) : (
        <>
          {subscription.data.upcomingPlan ? (
            <Alert
              data-testid="upcoming-plan"
              type="info"
              showIcon
              title={t('upcoming.text', {
                plan: t(`plans.${subscription.data.upcomingPlan}`),
                date: formatDate(subscription.data.plannedEnd, i18n.resolvedLanguage),
              })}
              action={
                <Button data-testid="keep-current-plan" size="small" loading={keep.isPending} onClick={keepCurrent}>
                  {t('upcoming.keep')}
                </Button>
              }
            />
          ) : null}
          <SubscriptionDetails subscription={subscription.data} />
        </>
      )}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('history.title')}
      </Typography.Title>
      <SubscriptionHistoryTable
        history={history}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
      />
    </Space>
  );
}
