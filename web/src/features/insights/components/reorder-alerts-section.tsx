// Reorder alerts: the seller's thresholds, the products below theirs first with a link to an inbound draft of the
// suggested quantity (decision 0043). The count is the badge beside the title.
import { Alert, Badge, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReorderAlertItem } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useReorderAlertsQuery } from '../../../shared/reorder-threshold/get-reorder-alerts';
import { thresholdText } from '../../../shared/reorder-threshold/threshold-text';
import { levelText, reorderDraftHref } from './reorder-threshold-text';

export function ReorderAlertsSection() {
  const { t } = useTranslation('insights');
  const f = useFormatters();
  const query = useReorderAlertsQuery();
  const open = query.data?.openAlerts ?? 0;
  return (
    <section data-testid="insights-reorder-alerts">
      <Space align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('reorder.title')}
        </Typography.Title>
        <Badge count={open} title={t('reorder.badge')} data-testid="insights-reorder-badge" />
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('reorder.intro')}
      </Typography.Paragraph>
      {query.isError ? <Alert type="error" showIcon title={query.error.message} /> : null}
      {query.data && query.data.items.length > 0 && open === 0 ? (
        <Alert type="success" showIcon title={t('reorder.none')} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<ReorderAlertItem>
        data-testid="insights-reorder-table"
        size="small"
        rowKey="productId"
        scroll={{ x: 'max-content' }}
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: emptyUntilAnswered(query, t('reorder.empty')) }}
        columns={[
          {
            key: 'product',
            title: t('product'),
            render: (_, r) => <Link to={paths.productView.href(r.productId)}>{`${r.sku} · ${r.title}`}</Link>,
          },
          { key: 'threshold', title: t('reorder.threshold'), render: (_, r) => thresholdText(t, r.threshold) },
          {
            key: 'state',
            title: t('reorder.alertedAt'),
            render: (_, r) =>
              r.alert ? (
                <Tag color="red" data-testid="reorder-alert">
                  {f.dateTime(r.alert.at)}
                </Tag>
              ) : (
                <Tag>{t('reorder.armed')}</Tag>
              ),
          },
          { key: 'level', title: t('reorder.level'), render: (_, r) => (r.alert ? levelText(t, r.alert.level) : '—') },
          {
            key: 'reorder',
            title: t('reorder.suggested'),
            render: (_, r) =>
              r.alert ? (
                <Link to={reorderDraftHref(r.productId, r.alert.suggestedQuantity)} data-testid="reorder-draft-link">
                  <Button size="small" type="primary">
                    {t('reorder.reorder', { count: r.alert.suggestedQuantity })}
                  </Button>
                </Link>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
