import { CheckCircleTwoTone, CloseCircleTwoTone, ExclamationCircleTwoTone, InfoCircleTwoTone } from '@ant-design/icons';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoggedScan } from './use-feedback';

const ICONS = {
  success: <CheckCircleTwoTone twoToneColor="#52c41a" />,
  error: <CloseCircleTwoTone twoToneColor="#ff4d4f" />,
  warning: <ExclamationCircleTwoTone twoToneColor="#faad14" />,
  info: <InfoCircleTwoTone />,
};

/** The last few codes in scan order, newest first, and their answers. */
export function ScanLog({ log }: { log: LoggedScan[] }) {
  const { t } = useTranslation('warehouseInbound');
  return (
    <List
      data-testid="scan-log"
      size="small"
      header={<Typography.Text strong>{t('check.lastScans')}</Typography.Text>}
      locale={{ emptyText: t('check.noScans') }}
      dataSource={log}
      renderItem={(entry) => (
        <List.Item key={entry.seq} data-kind={entry.kind}>
          <Typography.Text>
            {ICONS[entry.kind]} <Typography.Text code>{entry.code}</Typography.Text> · {entry.message}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
