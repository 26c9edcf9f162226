// A report of a period as CSV or Excel; the wallet report also names its category (top-ups or spendings).
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, type REPORT_FORMATS } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toasts } from '../../../shared/ui/toast-queue';
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
  const start = async (format: Format) => {
    if (!period) return toasts.push({ type: 'warning', message: t('report.choosePeriod') });
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
      <PeriodPicker onChange={setPeriod} />
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void start('csv')}>
        {t('report.csv')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void start('xlsx')}>
        {t('report.xlsx')}
      </Button>
    </Space>
  );
}
