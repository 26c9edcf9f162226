import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ForwardingStatus } from '@ledgerhouse/contracts';

const COLORS: Record<ForwardingStatus, string> = {
  NOT_DELIVERED: 'blue',
  DELIVERED: 'cyan',
  PAYMENT_PENDING: 'gold',
  PAYMENT_FAILED: 'red',
  PAID: 'green',
  CANCELED: 'default',
};

/** A forwarding status in the reader's language; `data-status` keeps the code for tests. */
export function ForwardingStatusTag({ status }: { status: ForwardingStatus }) {
  const { t } = useTranslation('forwarding');
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
