import { Alert, Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveLocale, type IntegrationRequestView } from '@ledgerhouse/contracts';
import { errorMessage } from '../../../shared/api/error-message';
import { safeHref } from '../../../shared/links/safe-href';
import { useIntegrationRequestsQuery } from '../api/list-integration-requests';
import { formatDate } from '../../../shared/format/dates';

export function IntegrationRequestsTable({
  page,
  pageSize,
  onPage,
}: {
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
}) {
  const { t, i18n } = useTranslation('salesChannels');
  const query = useIntegrationRequestsQuery({ page, pageSize });
  return (
    <Card title={t('list.title')}>
      {query.isError ? (
        <Alert type="error" showIcon title={errorMessage(query.error, resolveLocale(i18n.resolvedLanguage))} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<IntegrationRequestView>
        data-testid="integration-requests-table"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        pagination={{ current: page, pageSize, total: query.data?.total ?? 0, showSizeChanger: true, onChange: onPage }}
        scroll={{ x: true }}
        columns={[
          { key: 'marketplace', title: t('list.marketplace'), dataIndex: 'marketplace' },
          {
            key: 'website',
            title: t('list.website'),
            dataIndex: 'website',
            render: (url: string | null) => {
              if (!url) return '—';
              const href = safeHref(url);
              return href ? (
                <a href={href} target="_blank" rel="noreferrer noopener">
                  {url}
                </a>
              ) : (
                url
              );
            },
          },
          { key: 'contactEmail', title: t('list.contactEmail'), dataIndex: 'contactEmail' },
          { key: 'comment', title: t('list.comment'), dataIndex: 'comment', render: (c: string | null) => c ?? '—' },
          {
            key: 'requestedAt',
            title: t('list.requestedAt'),
            dataIndex: 'requestedAt',
            render: (iso: string) => formatDate(iso, i18n.resolvedLanguage, true),
          },
        ]}
      />
    </Card>
  );
}
