// Every floor chart has its table beside it (below on a phone) and a CSV and Excel download of that table.
import { Button, Card, Col, Empty, Row, Space, Spin } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { toasts } from '../../../shared/ui/toast-queue';
import { downloadFloorReport, type FloorReport } from '../api/download-floor-report';
import type { FloorPeriod } from '../api/floor-period';
import type { ColumnPoint } from './column-chart';

const ColumnChart = lazy(() => import('./column-chart'));

interface Props {
  title: string;
  testId: string;
  points: ColumnPoint[];
  yTitle: string;
  table: ReactNode;
  period: FloorPeriod;
  report: FloorReport;
}

export function ChartWithTable({ title, testId, points, yTitle, table, period, report }: Props) {
  const { t } = useTranslation('floorMetrics');
  const { locale } = useFormatters();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (format: (typeof REPORT_FORMATS)[number]) => {
    setDownloading(format);
    try {
      await downloadFloorReport(period, report, format, locale);
    } catch (err) {
      toasts.push({ type: 'error', message: t('downloadFailed', { message: err instanceof Error ? err.message : String(err) }) });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Card
      title={title}
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid={testId}
      extra={
        <Space size="small">
          {REPORT_FORMATS.map((format) => (
            <Button
              key={format}
              size="small"
              data-testid={`${testId}-${format}`}
              loading={downloading === format}
              onClick={() => void download(format)}
            >
              {t(format)}
            </Button>
          ))}
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          {points.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
          ) : (
            <Suspense fallback={<Spin />}>
              <ColumnChart data={points} label={title} yTitle={yTitle} />
            </Suspense>
          )}
        </Col>
        <Col xs={24} xl={12}>
          {table}
        </Col>
      </Row>
    </Card>
  );
}
