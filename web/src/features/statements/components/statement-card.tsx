// One statement: its head, downloads (PDF, CSV, Excel) and its lines; "not found" for a month with none yet.
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { downloadStatement } from '../api/download-statement';
import { useStatementQuery, type StatementTarget } from '../api/get-statement';
import { StatementLinesTable } from './statement-lines-table';
import { StatementSummary } from './statement-summary';

const FORMATS = ['pdf', 'csv', 'xlsx'] as const;

export function StatementCard({ target }: { target: StatementTarget }) {
  const { t } = useTranslation('statements');
  const { locale } = useFormatters();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [downloading, setDownloading] = useState<string | null>(null);
  const statement = useStatementQuery(target, paging.page, paging.pageSize);
  const download = async (format: (typeof FORMATS)[number]) => {
    setDownloading(format);
    try {
      await downloadStatement(target, format, locale);
    } catch (err) {
      toasts.push({ type: 'error', message: t('download.failed', { message: err instanceof Error ? err.message : String(err) }) });
    } finally {
      setDownloading(null);
    }
  };
  if (statement.isError) {
    const notFound = statement.error instanceof ApiError && statement.error.status === 404;
    return notFound ? (
      <Alert data-testid="statement-not-found" type="info" showIcon title={t('notFound')} />
    ) : (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={<Button onClick={() => void statement.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (!statement.data) return <PageLoading />;
  return (
    <Card data-testid="statement" data-month={statement.data.month}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <StatementSummary statement={statement.data} />
        <Space wrap>
          {FORMATS.map((format) => (
            <Button
              key={format}
              data-testid={`statement-download-${format}`}
              loading={downloading === format}
              onClick={() => void download(format)}
            >
              {t(`download.${format}`)}
            </Button>
          ))}
          <Typography.Text type="secondary">{t('timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}</Typography.Text>
        </Space>
        <StatementLinesTable
          statement={statement.data}
          loading={statement.isFetching}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
        />
      </Space>
    </Card>
  );
}
