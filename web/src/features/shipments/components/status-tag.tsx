import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InboundStatus } from '@ledgerhouse/contracts';

const COLORS: Partial<Record<InboundStatus, string>> = {
  DRAFT: 'default',
  NOT_DELIVERED: 'blue',
  DELIVERED: 'cyan',
  CHECKING_DELIVERY: 'geekblue',
  ACCEPTING: 'geekblue',
  ACCEPTED: 'green',
  SEARCHING: 'orange',
  LOCATING: 'purple',
  LOCATED: 'green',
  LOST: 'red',
  PAYMENT_PENDING: 'gold',
  PAID: 'green',
  PAYMENT_FAILED: 'red',
  CANCELED: 'default',
};

/** An inbound status in the reader's language; `data-status` keeps the code for tests. */
export function InboundStatusTag({ status }: { status: InboundStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Tag color={COLORS[status] ?? 'default'} data-status={status}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
