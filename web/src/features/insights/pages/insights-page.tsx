// Insights: the seller's stock over time, per product or all together, as a chart with its table beside it and a
// CSV/Excel download (every level exact at every change, docs/decisions/0042); then the reorder alerts (decision 0043),
// the days of stock left and the spend breakdown.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_SERIES_MAX_POINTS, type REPORT_FORMATS } from '@ledgerhouse/contracts';
import { formatNumber } from '../../../shared/format/numbers';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { downloadStockReport } from '../api/download-stock-report';
import { DaysLeftSection } from '../components/days-left-section';
import { ReorderAlertsSection } from '../components/reorder-alerts-section';
import { SpendSection } from '../components/spend-section';
import { useStockSeriesQuery } from '../api/get-stock-series';
import { StockFilters, type StockFilter } from '../components/stock-filters';
import { periodOf } from '../components/stock-period';
import { StockTable } from '../components/stock-table';

const StockChart = lazy(() => import('../components/stock-chart'));

type Format = (typeof REPORT_FORMATS)[number];

export function InsightsPage() {
  const { t, i18n } = useTranslation('insights');
  const [filter, setFilter] = useState<StockFilter>(() => periodOf('month'));
  const series = useStockSeriesQuery(filter);
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await downloadStockReport({ ...filter, format }, i18n.resolvedLanguage ?? 'en-US');
    } catch (err) {
      showApiError(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="insights-page">
      <section data-testid="insights-stock">
        <Typography.Title level={4}>{t('stock.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('stock.intro')}</Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }}>
          <StockFilters value={filter} onChange={setFilter} />
          <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')} data-testid="insights-csv">
            {t('csv')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
            {t('xlsx')}
          </Button>
        </Space>
        {series.isError ? <Alert type="error" showIcon title={series.error.message} /> : null}
        {series.data?.truncated ? (
          <Alert
            type="warning"
            showIcon
            title={t('truncated', { max: formatNumber(STOCK_SERIES_MAX_POINTS, i18n.resolvedLanguage) })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={13}>
            {series.data ? (
              <Suspense fallback={<Spin />}>
                <StockChart series={series.data} from={filter.from} to={filter.to} />
              </Suspense>
            ) : (
              <Spin />
            )}
          </Col>
          <Col xs={24} xl={11}>
            <StockTable points={series.data?.points} allProducts={!filter.productId} loading={series.isFetching} />
          </Col>
        </Row>
      </section>
      <ReorderAlertsSection />
      <DaysLeftSection />
      <SpendSection />
    </Space>
  );
}
