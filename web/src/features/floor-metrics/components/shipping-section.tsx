// Orders waiting to ship by age (now), and the orders handed over per day and carrier in the period.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useShippingFloorQuery } from '../api/get-shipping-floor';
import type { FloorPeriod } from '../api/floor-period';
import { ChartWithTable } from './chart-with-table';

export function ShippingSection({ period }: { period: FloorPeriod }) {
  const { t } = useTranslation('floorMetrics');
  const f = useFormatters();
  const shipping = useShippingFloorQuery(period);
  const data = shipping.data;
  const waiting = data?.waiting ?? [];
  const handedOver = data?.handedOver ?? [];
  return (
    <>
      <ChartWithTable
        title={t('waiting.title')}
        testId="floor-waiting"
        points={waiting.map((w) => ({ x: t(`ages.${w.age}`), y: w.orders, series: t('waiting.orders') }))}
        yTitle={t('waiting.orders')}
        period={period}
        report={{ table: 'waiting' }}
        table={
          <>
            <Table
              data-testid="floor-waiting-table"
              size="small"
              rowKey="age"
              loading={shipping.isFetching}
              dataSource={waiting}
              locale={{ emptyText: emptyUntilAnswered(shipping, t('waiting.empty')) }}
              pagination={false}
              columns={[
                { key: 'age', title: t('waiting.age'), render: (_, w) => t(`ages.${w.age}`) },
                { key: 'orders', title: t('waiting.orders'), dataIndex: 'orders', align: 'right' },
              ]}
            />
            {data && data.oldestWaiting.length > 0 ? (
              <Table
                style={{ marginTop: 16 }}
                data-testid="floor-oldest-waiting"
                size="small"
                rowKey="id"
                dataSource={data.oldestWaiting}
                pagination={false}
                columns={[
                  { key: 'order', title: t('waiting.order'), render: (_, o) => o.number ?? o.id.slice(0, 8) },
                  { key: 'paid', title: t('waiting.paidAt'), render: (_, o) => f.dateTime(o.paidAt) },
                ]}
              />
            ) : null}
          </>
        }
      />
      <ChartWithTable
        title={t('handedOver.title')}
        testId="floor-handed-over"
        points={handedOver.map((h) => ({ x: h.day, y: h.orders, series: h.carrier }))}
        yTitle={t('waiting.orders')}
        period={period}
        report={{ table: 'handed-over' }}
        table={
          <Table
            data-testid="floor-handed-over-table"
            size="small"
            rowKey={(h) => `${h.day}-${h.carrier}`}
            loading={shipping.isFetching}
            dataSource={handedOver}
            locale={{ emptyText: emptyUntilAnswered(shipping, t('handedOver.empty')) }}
            pagination={{ pageSize: 10 }}
            columns={[
              { key: 'day', title: t('buckets.day'), dataIndex: 'day' },
              { key: 'carrier', title: t('handedOver.carrier'), dataIndex: 'carrier' },
              { key: 'orders', title: t('waiting.orders'), dataIndex: 'orders', align: 'right' },
            ]}
          />
        }
      />
    </>
  );
}
