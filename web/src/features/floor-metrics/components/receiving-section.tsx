// Receiving time from delivery to located: the share done within 1, 2 and 3 days, each shipment's hours, and the
// open shipments past the 3-day promise.
import { Alert, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceivingShipment } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useReceivingTimesQuery } from '../api/get-receiving-times';
import type { FloorPeriod } from '../api/floor-period';
import { ChartWithTable } from './chart-with-table';

export function ReceivingSection({ period }: { period: FloorPeriod }) {
  const { t } = useTranslation('floorMetrics');
  const f = useFormatters();
  const receiving = useReceivingTimesQuery(period);
  const data = receiving.data;
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const shipmentColumns = [
    { key: 'number', title: t('receiving.shipment'), render: (_: unknown, s: ReceivingShipment) => s.number ?? s.id.slice(0, 8) },
    { key: 'delivered', title: t('receiving.delivered'), render: (_: unknown, s: ReceivingShipment) => f.dateTime(s.deliveredAt) },
    {
      key: 'hours',
      title: t('receiving.hours'),
      align: 'right' as const,
      render: (_: unknown, s: ReceivingShipment) => (s.hours === null ? t('receiving.open') : f.number(s.hours)),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {data && data.lateOpen.length > 0 ? (
        <Alert
          data-testid="floor-late-shipments"
          type="warning"
          showIcon
          title={t('receiving.late', { count: data.lateOpen.length })}
          description={
            <Table<ReceivingShipment>
              size="small"
              rowKey="id"
              scroll={{ x: 'max-content' }}
              dataSource={data.lateOpen}
              pagination={false}
              columns={shipmentColumns}
            />
          }
        />
      ) : null}
      <ChartWithTable
        title={t('receiving.title')}
        testId="floor-receiving"
        points={(data?.within ?? []).map((w) => ({
          x: t('receiving.withinDays', { count: w.days }),
          y: Math.round(w.share * 100),
          series: '%',
        }))}
        yTitle="%"
        period={period}
        report={{ table: 'receiving' }}
        table={
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Table
              data-testid="floor-receiving-shares"
              size="small"
              rowKey="days"
              loading={receiving.isFetching}
              dataSource={data?.within ?? []}
              locale={{ emptyText: emptyUntilAnswered(receiving, t('receiving.empty')) }}
              pagination={false}
              columns={[
                { key: 'days', title: t('receiving.within'), render: (_, w) => t('receiving.withinDays', { count: w.days }) },
                {
                  key: 'located',
                  title: t('receiving.locatedCount', { delivered: data?.delivered ?? 0 }),
                  dataIndex: 'located',
                  align: 'right',
                },
                { key: 'share', title: t('receiving.share'), align: 'right', render: (_, w) => percent(w.share) },
              ]}
            />
            <Table<ReceivingShipment>
              data-testid="floor-receiving-table"
              size="small"
              rowKey="id"
              scroll={{ x: 'max-content' }}
              dataSource={data?.shipments ?? []}
              locale={{ emptyText: emptyUntilAnswered(receiving, t('receiving.empty')) }}
              pagination={{ pageSize: 10 }}
              columns={shipmentColumns}
            />
          </Space>
        }
      />
    </Space>
  );
}
