// Days of stock left: each product's available stock at the pace it shipped over the last 7, 30 or 90 days, fewest
// days first, and all products together above the list.
import { Alert, Descriptions, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DAYS_LEFT_WINDOWS, type DaysLeftFigures, type DaysLeftItem } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useDaysLeftQuery, type DaysLeftParams } from '../api/get-days-left';

type Window = DaysLeftParams['windowDays'];

export function DaysLeftSection() {
  const { t } = useTranslation('insights');
  const f = useFormatters();
  const [params, setParams] = useState<DaysLeftParams>({ windowDays: '30', page: 1, pageSize: 20 });
  const query = useDaysLeftQuery(params);
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
        ]}
      />
    </section>
  );
}
