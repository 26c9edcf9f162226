import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@ledgerhouse/contracts';

const colors: Record<WebhookDeliveryStatus, string> = { PENDING: 'blue', SUCCEEDED: 'green', FAILED: 'red' };

export function DeliveryStatusTag({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    <Tag color={colors[status]} data-testid="delivery-status" data-status={status}>
      {t(`deliveries.statuses.${status}`)}
    </Tag>
  );
}
