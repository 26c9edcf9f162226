import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupportChatStatus } from '@ledgerhouse/contracts';

const COLORS: Record<SupportChatStatus, string> = {
  OPEN: 'green',
  REOPENED: 'blue',
  ENDED: 'default',
  ARCHIVED: 'default',
};

/** A chat's status in the reader's language; `data-status` keeps the code for tests. */
export function SupportStatusTag({ status }: { status: SupportChatStatus }) {
  const { t } = useTranslation('support');
  return (
    <Tag color={COLORS[status]} data-status={status} data-testid="support-status" style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
