// What receiving the shipment cost: processing, billable and free time, hourly cost, labels and stickers.
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InboundShipmentView } from '@ledgerhouse/contracts';
import { formatMinutes } from '../../../shared/format/duration';
import { useFormatters } from '../../../shared/format/use-formatters';

export function InboundCosts({ costs }: { costs: InboundShipmentView['costs'] }) {
  const { t } = useTranslation('shipments');
  const { t: ts } = useTranslation('subscription');
  const f = useFormatters();
  if (!costs) return <Typography.Text type="secondary">{t('detail.noCosts')}</Typography.Text>;
  const time = (seconds: number) => formatMinutes(Math.ceil(seconds / 60), (key, values) => ts(key, values));
  return (
    <Descriptions data-testid="inbound-costs" column={{ xs: 1, sm: 2 }} size="small" bordered>
      <Descriptions.Item label={t('detail.cost.processingCost')}>{f.money(costs.processingCostCents)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.cost.billableTime')}>{time(costs.billableSeconds)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.cost.freeTime')}>{time(costs.freeSeconds)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.cost.hourlyCost')}>{f.money(costs.hourlyCostCents)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.cost.labelCost')}>{f.money(costs.labelCostCents)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.cost.stickers')}>
        {f.number(costs.stickerCount)} · {f.money(costs.stickerCostCents)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.cost.total')}>
        <Typography.Text strong>{f.money(costs.totalCents)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
