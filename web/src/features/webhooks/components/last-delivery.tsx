import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { DeliveryStatusTag } from './delivery-status-tag';

/** When the last delivery was made, how it ended and the receiver's code. */
export function LastDelivery({ delivery }: { delivery: WebhookView['lastDelivery'] }) {
  const { t } = useTranslation('webhooks');
  const f = useFormatters();
  if (!delivery) return <Typography.Text type="secondary">{t('noDeliveries')}</Typography.Text>;
  return (
    <Space size={4} wrap data-testid="webhook-last-delivery">
      <span>{f.dateTime(delivery.at)}</span>
      <DeliveryStatusTag status={delivery.status} />
      {delivery.statusCode === null ? null : <Typography.Text code>{delivery.statusCode}</Typography.Text>}
    </Space>
  );
}
