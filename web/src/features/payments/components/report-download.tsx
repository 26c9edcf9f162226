// A report of a period as CSV or Excel; the wallet report also names its category (top-ups or spendings).
// Without a period, the picker is marked and the request to choose one stays beside it until a period is picked.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, type REPORT_FORMATS } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { PeriodPicker, type Period } from './period-picker';

type Category = (typeof REPORT_CATEGORIES)[number];
type Format = (typeof REPORT_FORMATS)[number];

export interface ReportRequest extends Period {
  category: Category;
  format: Format;
}

export function ReportDownload({
  withCategory,
  testId,
  download,
}: {
  withCategory: boolean;
  testId: string;
  download(request: ReportRequest): Promise<void>;
}) {
  const { t } = useTranslation('payments');
  const [category, setCategory] = useState<Category>('TOPUPS');
  const [period, setPeriod] = useState<Period>();
  const [busy, setBusy] = useState<Format | null>(null);
  const [periodMissing, setPeriodMissing] = useState(false);
  const start = async (format: Format) => {
    if (!period) return setPeriodMissing(true);
    setBusy(format);
    try {
      await download({ ...period, category, format });
    } catch (err) {
      showApiError(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap data-testid={testId}>
      {withCategory ? (
        <Segmented<Category>
          value={category}
          onChange={setCategory}
          options={REPORT_CATEGORIES.map((c) => ({ value: c, label: t(`report.categories.${c}`) }))}
        />
      ) : null}
      <PeriodPicker
        missing={periodMissing}
        onChange={(chosen) => {
          setPeriod(chosen);
          if (chosen) setPeriodMissing(false);
        }}
      />
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void start('csv')}>
        {t('report.csv')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void start('xlsx')}>
        {t('report.xlsx')}
      </Button>
      {periodMissing ? (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-period-missing`}>
          {t('report.choosePeriod')}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
