// /subscription-change: the three plans with their terms; a higher one opens the upgrade modal, a lower one the downgrade modal.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PLAN_RANK, type Plan } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useSubscriptionQuery } from '../api/get-subscription';
import { DowngradeModal } from '../components/downgrade-modal';
import { PlanCard } from '../components/plan-card';
import { UpgradeModal } from '../components/upgrade-modal';

export function ChoosePlanPage() {
  const { t, i18n } = useTranslation('subscription');
  const locale = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const subscription = useSubscriptionQuery();
  const [chosen, setChosen] = useState<Plan | null>(null);

  const back = (
    <Link to={paths.subscription.href()}>
      <Button icon={<ArrowLeftOutlined />}>{t('choose.back')}</Button>
    </Link>
  );
  const header = (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('choose.title')}
      </Typography.Title>
      {back}
    </Space>
  );
  if (subscription.isPending)
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  if (subscription.isError)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {header}
        <Alert type="error" showIcon title={subscription.error.message} />
      </Space>
    );

  const s = subscription.data;
  const current = s.status === 'ACTIVE' ? s.plan : 'free';
  const direction = (plan: Plan) => (PLAN_RANK[plan] > PLAN_RANK[current] ? 'up' : PLAN_RANK[plan] < PLAN_RANK[current] ? 'down' : null);
  const chosenTerms = s.plans.find((p) => p.plan === chosen);
  const done = (message: string) => {
    setChosen(null);
    toasts.push({ type: 'success', message });
    navigate(paths.subscription.href());
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {header}
      <Row gutter={[16, 16]} data-testid="plans">
        {[...s.plans]
          .sort((a, b) => PLAN_RANK[a.plan] - PLAN_RANK[b.plan])
          .map((terms) => (
            <Col key={terms.plan} xs={24} md={8}>
              <PlanCard
                terms={terms}
                current={terms.plan === current}
                upcomingFrom={terms.plan === s.upcomingPlan ? formatDate(s.plannedEnd, locale) : undefined}
                direction={terms.plan === s.upcomingPlan ? null : direction(terms.plan)}
                onChoose={() => setChosen(terms.plan)}
              />
            </Col>
          ))}
      </Row>
      {chosenTerms && direction(chosenTerms.plan) === 'up' ? (
        <UpgradeModal
          terms={chosenTerms}
          onClose={() => setChosen(null)}
          onDone={(plan, charged) => done(t('messages.upgraded', { plan: t(`plans.${plan}`), amount: formatMoney(charged, locale) }))}
        />
      ) : null}
      {chosenTerms && direction(chosenTerms.plan) === 'down' ? (
        <DowngradeModal
          subscription={s}
          plan={chosenTerms.plan}
          onClose={() => setChosen(null)}
          onDone={(plan, at) => done(t('messages.downgradeScheduled', { plan: t(`plans.${plan}`), date: formatDate(at, locale) }))}
        />
      ) : null}
    </Space>
  );
}
