// Step 2 filled from a CSV or XLSX file (the template to download beside it); every problem of a refused file is
// listed with the spreadsheet row it points at.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inboundFileErrorDetails, inboundUploadRoutes, type InboundFileProblem, type UploadedInboundLine } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { ApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download';
import { uploadFile } from '../../../shared/api/upload-file';
import { toasts } from '../../../shared/ui/toast-queue';
import type { WizardLine } from './wizard-state';

export const fromUploadedLine = (line: UploadedInboundLine): WizardLine => ({
  productId: line.productId,
  sku: line.sku,
  title: line.title,
  quantity: line.quantity,
  barcode: line.barcode,
  length: line.packageSize?.length ?? null,
  width: line.packageSize?.width ?? null,
  height: line.packageSize?.height ?? null,
  sizeUnit: line.packageSize?.unit ?? 'cm',
  weight: line.weight?.value ?? null,
  weightUnit: line.weight?.unit ?? 'kg',
  countryOfOrigin: line.countryOfOrigin,
});

export function FileFill({ onLines }: { onLines(lines: WizardLine[]): void }) {
  const { t, i18n } = useTranslation('shipments');
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<InboundFileProblem[]>([]);
  const upload = async (file: File) => {
    setBusy(true);
    setProblems([]);
    try {
      const { lines } = await uploadFile<{ lines: UploadedInboundLine[] }>(inboundUploadRoutes.linesFromFile.path, file, locale);
      onLines(lines.map(fromUploadedLine));
      toasts.push({ type: 'success', message: t('wizard.uploaded', { count: lines.length }) });
    } catch (err) {
      const details = err instanceof ApiError ? inboundFileErrorDetails.safeParse(err.details) : null;
      if (details?.success && details.data.problems.length) setProblems(details.data.problems);
      else showApiError(err);
    } finally {
      setBusy(false);
    }
  };
  const template = (format: 'csv' | 'xlsx') =>
    downloadFile(inboundUploadRoutes.linesTemplate.path, { format }, locale).catch((err: unknown) => showApiError(err));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Upload
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button data-testid="wizard-upload" icon={<UploadOutlined />} loading={busy}>
            {t('wizard.upload')}
          </Button>
        </Upload>
        <Button data-testid="template-xlsx" type="link" icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
          {t('wizard.templateXlsx')}
        </Button>
        <Button data-testid="template-csv" type="link" icon={<DownloadOutlined />} onClick={() => void template('csv')}>
          {t('wizard.templateCsv')}
        </Button>
      </Space>
      <Typography.Text type="secondary">{t('wizard.uploadHint')}</Typography.Text>
      {problems.length ? (
        <Alert
          data-testid="file-problems"
          type="error"
          showIcon
          title={t('wizard.fileProblems')}
          description={
            <List
              size="small"
              dataSource={problems}
              renderItem={(p, i) => (
                <List.Item key={i} data-testid="file-problem" data-row={p.row ?? ''}>
                  {p.message}
                </List.Item>
              )}
            />
          }
        />
      ) : null}
    </Space>
  );
}
