// Active, Disabled, or disabled by the dispatcher after a day of failed deliveries (with why, on hover).
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';

export function WebhookStatusTag({ webhook }: { webhook: Pick<WebhookView, 'status' | 'disabledReason' | 'failingSince'> }) {
  const { t } = useTranslation('webhooks');
  const f = useFormatters();
  if (webhook.status === 'ACTIVE')
    return (
      <Tag color="green" data-testid="webhook-status" data-status="ACTIVE">
        {t('status.ACTIVE')}
      </Tag>
    );
  if (webhook.disabledReason === 'FAILING')
    return (
      <Tooltip title={t('status.failingReason', { since: f.dateTime(webhook.failingSince ?? '') })}>
        <Tag color="red" data-testid="webhook-status" data-status="FAILING">
          {t('status.failing')}
        </Tag>
      </Tooltip>
    );
  return (
    <Tag data-testid="webhook-status" data-status="DISABLED">
      {t('status.DISABLED')}
    </Tag>
  );
}
