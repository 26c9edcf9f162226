// A channel's status (spec 4: active, deactivated, connection error, invalid token) and the sandbox badge.
import { ExperimentOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SalesChannelStatus } from '@ledgerhouse/contracts';

const COLORS: Record<SalesChannelStatus, string> = {
  ACTIVE: 'green',
  DEACTIVATED: 'default',
  CONNECTION_ERROR: 'red',
  INVALID_TOKEN: 'orange',
};

export function ChannelStatusTag({ status }: { status: SalesChannelStatus }) {
  const { t } = useTranslation('salesChannels');
  return (
    <Tag data-testid="channel-status" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A simulated store of the embedded start: no real marketplace account behind it. */
export function SandboxBadge() {
  const { t } = useTranslation('salesChannels');
  return (
    <Tooltip title={t('sandbox.tooltip')}>
      <Tag data-testid="channel-sandbox" color="purple" icon={<ExperimentOutlined />} tabIndex={0}>
        {t('sandbox.badge')}
      </Tag>
    </Tooltip>
  );
}
