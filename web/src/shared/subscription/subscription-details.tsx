// A seller's subscription: plan, status, amount, period, dates, upcoming plan, free receiving time.
// Shown to the seller (/subscription) and to staff (admin user detail, subscription tab).
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@ledgerhouse/contracts';
import { formatDate } from '../format/dates';
import { formatMinutes } from '../format/duration';
import { formatMoney } from '../format/money';

export function SubscriptionDetails({ subscription: s, upcomingExtra }: { subscription: SubscriptionView; upcomingExtra?: ReactNode }) {
  const { t, i18n } = useTranslation('subscription');
  const locale = i18n.resolvedLanguage;
  const minutes = s.remainingFreeReceivingMinutes;
  return (
    <Descriptions data-testid="subscription-details" bordered column={{ xs: 1, md: 2 }} size="small">
      <Descriptions.Item label={t('fields.plan')}>
        <span data-testid="subscription-plan">{t(`plans.${s.plan}`)}</span>
        {s.freeMonth ? (
          <Tag color="gold" style={{ marginInlineStart: 8 }} title={t('freeMonthNote')}>
            {t('fields.freeMonth')}
          </Tag>
        ) : null}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <Tag color={s.status === 'ACTIVE' ? 'green' : 'default'}>{t(`status.${s.status}`)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.amount')}>
        <span data-testid="subscription-amount">{formatMoney(s.amountCents, locale)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.billingPeriod')}>{t(`billingPeriod.${s.billingPeriod}`)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.start')}>{formatDate(s.start, locale)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.end')}>{formatDate(s.end, locale)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.plannedEnd')}>{formatDate(s.plannedEnd, locale)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.upcomingPlan')}>
        <span data-testid="subscription-upcoming">{s.upcomingPlan ? t(`plans.${s.upcomingPlan}`) : '—'}</span>
        {s.upcomingPlan ? upcomingExtra : null}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.freeReceiving')}>{formatMinutes(minutes, (key, values) => t(key, values))}</Descriptions.Item>
    </Descriptions>
  );
}
