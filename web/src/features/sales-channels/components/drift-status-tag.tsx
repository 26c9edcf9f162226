// A listing's sync state: in sync, pending acknowledgement, drift, rejected by the marketplace, never pushed.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListingDriftView } from '@ledgerhouse/contracts';

const COLORS: Record<ListingDriftView['status'], string> = {
  IN_SYNC: 'green',
  PENDING: 'blue',
  DRIFT: 'orange',
  REJECTED: 'red',
  NEVER_PUSHED: 'default',
};

export function DriftStatusTag({ status }: { status: ListingDriftView['status'] }) {
  const { t } = useTranslation('salesChannels');
  return (
    <Tag data-testid="drift-status" color={COLORS[status]}>
      {t(`drift.status.${status}`)}
    </Tag>
  );
}
