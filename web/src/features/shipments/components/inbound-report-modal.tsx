// The inbound shipments report of a period, as CSV or Excel.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { downloadInboundReport } from '../api/inbound-api';
import { DateRangeInput, type DateRange } from '../../../shared/ui/date-range-input';

export function InboundReportModal({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('shipments');
  const [range, setRange] = useState<DateRange>();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const start = async (format: 'csv' | 'xlsx') => {
    if (!range) return setMissing(true);
    setBusy(format);
    try {
      await downloadInboundReport({ ...range, format }, i18n.resolvedLanguage ?? 'en-US');
    } catch (err) {
      showApiError(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal open title={t('report.title')} onCancel={onClose} footer={null}>
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="inbound-report-form">
        <Typography.Text>{t('report.range')}</Typography.Text>
        <DateRangeInput
          testId="inbound-report-range"
          ariaLabel={t('list.created')}
          missing={missing}
          onChange={(chosen) => {
            setRange(chosen);
            if (chosen) setMissing(false);
          }}
        />
        {missing ? (
          <Typography.Text type="danger" role="alert">
            {t('report.pickRange')}
          </Typography.Text>
        ) : null}
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void start('csv')}>
            {t('report.csv')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void start('xlsx')}>
            {t('report.xlsx')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
