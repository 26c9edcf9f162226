// /wallet/:tab — balance and top-up, auto top-up, history in the topups (default) and spendings tabs, the
// wallet report, and storage fees (charged to the wallet, so they live here).
import { Alert, Button, Card, Col, Row, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { downloadWalletReport } from '../api/download-wallet-report';
import { useWalletQuery } from '../api/get-wallet';
import { AutoTopUpCard } from '../components/auto-top-up-card';
import { BalanceCard } from '../components/balance-card';
import { ReportDownload } from '../components/report-download';
import { SpendingsTable } from '../components/spendings-table';
import { StorageFeesSection } from '../components/storage-fees-section';
import { TopUpsTable } from '../components/top-ups-table';
import { useFormatters } from '../../../shared/format/use-formatters';

const TABS = ['topups', 'spendings'] as const;

export function WalletPage() {
  const { t } = useTranslation('payments');
  const { locale } = useFormatters();
  const navigate = useNavigate();
  const tab = useMatch(paths.walletTab.path)?.params.tab === 'spendings' ? 'spendings' : 'topups';
  const wallet = useWalletQuery();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('wallet.title')}
      </Typography.Title>
      {wallet.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void wallet.refetch()}>{t('retry')}</Button>} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <BalanceCard wallet={wallet.data} />
        </Col>
        <Col xs={24} lg={16}>
          {wallet.data ? <AutoTopUpCard wallet={wallet.data} /> : wallet.isPending ? <PageLoading /> : null}
        </Col>
      </Row>
      <Card title={t('history.title')}>
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate(paths.walletTab.href(key as (typeof TABS)[number]))}
          items={TABS.map((key) => ({ key, label: t(`tabs.${key}`), children: key === 'topups' ? <TopUpsTable /> : <SpendingsTable /> }))}
        />
      </Card>
      <Card title={t('statements.title')}>
        <Typography.Paragraph type="secondary">{t('statements.hint')}</Typography.Paragraph>
        <Link data-testid="wallet-statements-link" to={paths.statement.href()}>
          {t('statements.open')}
        </Link>
      </Card>
      <Card title={t('report.title')}>
        <ReportDownload withCategory testId="wallet-report" download={(request) => downloadWalletReport(request, locale)} />
      </Card>
      <StorageFeesSection />
      <Outlet />
    </Space>
  );
}
