// Every floor chart has its table beside it (below on a phone) and a CSV download of that table.
import { Button, Card, Col, Empty, Row, Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnPoint } from './column-chart';
import { saveCsv } from './csv-file';

const ColumnChart = lazy(() => import('./column-chart'));

interface Props {
  title: string;
  testId: string;
  points: ColumnPoint[];
  yTitle: string;
  table: ReactNode;
  csv: { fileName: string; headers: string[]; rows: (string | number)[][] };
}

export function ChartWithTable({ title, testId, points, yTitle, table, csv }: Props) {
  const { t } = useTranslation('floorMetrics');
  return (
    <Card
      title={title}
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid={testId}
      extra={
        <Button size="small" data-testid={`${testId}-csv`} onClick={() => saveCsv(csv.fileName, csv.headers, csv.rows)}>
          {t('csv')}
        </Button>
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
