import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminInboundShipmentView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/** The cost of receiving, once the shipment is placed. */
export function InboundCosts({ costs }: { costs: AdminInboundShipmentView['costs'] }) {
  const { t } = useTranslation('warehouseInbound');
  const f = useFormatters();
  if (!costs) return <Typography.Text type="secondary">{t('detail.noCosts')}</Typography.Text>;
  return (
    <Descriptions data-testid="inbound-costs" size="small" bordered column={{ xs: 1, sm: 2 }}>
      <Descriptions.Item label={t('detail.processingCost')}>{f.money(costs.processingCostCents)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.billableTime')}>
        {t('detail.minutes', { minutes: minutes(costs.billableSeconds) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.freeTime')}>{t('detail.minutes', { minutes: minutes(costs.freeSeconds) })}</Descriptions.Item>
      <Descriptions.Item label={t('detail.hourlyCost')}>{f.money(costs.hourlyCostCents)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.labelCost')}>{f.money(costs.labelCostCents)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.stickers')}>{costs.stickerCount}</Descriptions.Item>
      <Descriptions.Item label={t('detail.stickerCost')}>{f.money(costs.stickerCostCents)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.total')}>
        <strong>{f.money(costs.totalCents)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}
