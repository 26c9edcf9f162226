// Days of stock left: each product's available stock at the pace it shipped over the last 7, 30 or 90 days, fewest
// days first, and all products together above the list; each product's reorder threshold is set and cleared here.
import { Alert, Button, Descriptions, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DAYS_LEFT_WINDOWS, type DaysLeftFigures, type DaysLeftItem } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useDaysLeftQuery, type DaysLeftParams } from '../api/get-days-left';
import { useReorderAlertsQuery } from '../../../shared/reorder-threshold/get-reorder-alerts';
import { ReorderThresholdDialog } from '../../../shared/reorder-threshold/reorder-threshold-dialog';
import { thresholdText } from '../../../shared/reorder-threshold/threshold-text';

type Window = DaysLeftParams['windowDays'];

export function DaysLeftSection() {
  const { t } = useTranslation('insights');
  const f = useFormatters();
  const [params, setParams] = useState<DaysLeftParams>({ windowDays: '30', page: 1, pageSize: 20 });
  const query = useDaysLeftQuery(params);
  const thresholds = new Map((useReorderAlertsQuery().data?.items ?? []).map((i) => [i.productId, i.threshold]));
  const [editing, setEditing] = useState<DaysLeftItem | null>(null);
  const days = (value: number | null) => (value === null ? t('daysLeft.noSales') : t('daysLeft.days', { count: value }));
  const all: DaysLeftFigures | undefined = query.data?.all;
  return (
    <section data-testid="insights-days-left">
      <Typography.Title level={4}>{t('daysLeft.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('daysLeft.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>{t('daysLeft.window')}</Typography.Text>
        <Segmented<Window>
          data-testid="insights-days-left-window"
          value={params.windowDays}
          options={DAYS_LEFT_WINDOWS.map((w) => ({ value: w, label: t('daysLeft.lastDays', { count: Number(w) }) }))}
          onChange={(windowDays) => setParams({ ...params, windowDays, page: 1 })}
        />
      </Space>
      {query.isError ? <Alert type="error" showIcon title={query.error.message} /> : null}
      {all ? (
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} title={t('allProducts')} data-testid="insights-days-left-all">
          <Descriptions.Item label={t('daysLeft.daysLeft')}>{days(all.daysLeft)}</Descriptions.Item>
          <Descriptions.Item label={t('daysLeft.withIncoming')}>{days(all.daysLeftWithIncoming)}</Descriptions.Item>
          <Descriptions.Item label={t('levels.available')}>{all.available}</Descriptions.Item>
          <Descriptions.Item label={t('daysLeft.perDay')}>{f.number(all.unitsPerDay)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Table<DaysLeftItem>
        data-testid="insights-days-left-table"
        size="small"
        rowKey="productId"
        scroll={{ x: 'max-content' }}
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        locale={{ emptyText: emptyUntilAnswered(query, t('daysLeft.empty')) }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: query.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (page, pageSize) => setParams({ ...params, page, pageSize }),
        }}
        columns={[
          {
            key: 'product',
            title: t('product'),
            render: (_, r) => <Link to={paths.productView.href(r.productId)}>{`${r.sku} · ${r.title}`}</Link>,
          },
          { key: 'daysLeft', title: t('daysLeft.daysLeft'), render: (_, r) => days(r.daysLeft) },
          { key: 'withIncoming', title: t('daysLeft.withIncoming'), render: (_, r) => days(r.daysLeftWithIncoming) },
          { key: 'available', title: t('levels.available'), dataIndex: 'available', align: 'right' },
          { key: 'incoming', title: t('daysLeft.incoming'), dataIndex: 'incoming', align: 'right' },
          { key: 'perDay', title: t('daysLeft.perDay'), align: 'right', render: (_, r) => f.number(r.unitsPerDay) },
          {
            key: 'threshold',
            title: t('reorder.threshold'),
            render: (_, r) => {
              const threshold = thresholds.get(r.productId);
              return (
                <Space size="small" wrap>
                  {threshold ? <span data-testid="reorder-threshold-text">{thresholdText(t, threshold)}</span> : null}
                  <Button size="small" onClick={() => setEditing(r)} data-testid={`reorder-threshold-${r.sku}`}>
                    {threshold ? t('reorder.edit') : t('reorder.set')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      {editing ? (
        <ReorderThresholdDialog product={editing} current={thresholds.get(editing.productId) ?? null} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
