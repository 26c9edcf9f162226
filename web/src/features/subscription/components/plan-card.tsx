// One plan with its terms from the API; the current plan is marked and cannot be chosen again.
import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@ledgerhouse/contracts';
import { formatMinutes } from '../../../shared/format/duration';
import { formatMoney } from '../../../shared/format/money';

type PlanTerms = SubscriptionView['plans'][number];

export function PlanCard({
  terms,
  current,
  upcomingFrom,
  direction,
  onChoose,
}: {
  terms: PlanTerms;
  current: boolean;
  upcomingFrom?: string;
  direction: 'up' | 'down' | null;
  onChoose(): void;
}) {
  const { t, i18n } = useTranslation('subscription');
  const days = terms.handlingBusinessDays;
  const features = [
    days === 0 ? t('choose.handlingSameDay') : days === 1 ? t('choose.handlingOneDay') : t('choose.handlingDays', { count: days }),
    t('choose.lastMile', { percent: terms.lastMileDiscountPercent }),
    ...(terms.freeReceivingMinutes > 0
      ? [t('choose.freeReceiving', { duration: formatMinutes(terms.freeReceivingMinutes, (key, values) => t(key, values)) })]
      : []),
    ...(terms.personalManager ? [t('choose.personalManager')] : []),
  ];
  return (
    <Card
      data-testid={`plan-${terms.plan}`}
      title={t(`plans.${terms.plan}`)}
      extra={
        current ? (
          <Tag color="blue">{t('choose.current')}</Tag>
        ) : upcomingFrom ? (
          <Tag color="gold">{t('choose.upcoming', { date: upcomingFrom })}</Tag>
        ) : null
      }
      // Equal heights in a row, and the body takes the slack, so every card's button sits at the bottom.
      style={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: current ? '#1677ff' : undefined }}
      styles={{ body: { flex: 1 } }}
      actions={
        current
          ? [
              <Button key="current" disabled>
                {t('choose.current')}
              </Button>,
            ]
          : direction
            ? [
                <Button
                  key="choose"
                  data-testid={`choose-${terms.plan}`}
                  type={direction === 'up' ? 'primary' : 'default'}
                  onClick={onChoose}
                >
                  {direction === 'up' ? t('choose.upgrade') : t('choose.downgrade')}
                </Button>,
              ]
            : []
      }
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {terms.priceCents > 0 ? t('choose.perMonth', { price: formatMoney(terms.priceCents, i18n.resolvedLanguage) }) : t('choose.noFee')}
      </Typography.Title>
      <List
        size="small"
        split={false}
        dataSource={features}
        renderItem={(text) => (
          <List.Item style={{ paddingInline: 0 }}>
            <CheckOutlined style={{ color: '#52c41a', marginInlineEnd: 8 }} />
            {text}
          </List.Item>
        )}
      />
    </Card>
  );
}
