// Fulfillment cost (spec 3): pick and pack, label, extra services, total.
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';

export function OrderCosts({ costs }: { costs: OrderView['costs'] }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  if (!costs) return <Typography.Text type="secondary">{t('view.costs.none')}</Typography.Text>;
  return (
    <Descriptions data-testid="order-costs" column={{ xs: 1, sm: 2 }} size="small" bordered>
      <Descriptions.Item label={t('view.costs.pickPack')}>{f.money(costs.pickPackCents)}</Descriptions.Item>
      <Descriptions.Item label={t('view.costs.label')}>{f.money(costs.labelCents)}</Descriptions.Item>
      <Descriptions.Item label={t('view.costs.extra')}>{f.money(costs.extraServicesCents)}</Descriptions.Item>
      <Descriptions.Item label={t('view.costs.total')}>
        <Typography.Text strong>{f.money(costs.totalCents)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
