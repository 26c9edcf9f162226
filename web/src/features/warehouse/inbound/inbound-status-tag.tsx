import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InboundStatus } from '@ledgerhouse/contracts';

const COLORS: Partial<Record<InboundStatus, string>> = {
  DELIVERED: 'blue',
  CHECKING_DELIVERY: 'processing',
  ACCEPTING: 'processing',
  SEARCHING: 'warning',
  ACCEPTED: 'cyan',
  LOCATING: 'processing',
  LOCATED: 'success',
  PAID: 'success',
  LOST: 'error',
  PAYMENT_FAILED: 'error',
  CANCELED: 'default',
};

export function InboundStatusTag({ status }: { status: InboundStatus }) {
  const { t } = useTranslation('warehouseInbound');
  return (
    <Tag color={COLORS[status]} data-testid="inbound-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
