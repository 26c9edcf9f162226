// The walk: each bin in order with the units to take there, per order.
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickStopView } from '@ledgerhouse/contracts';

type Row = PickStopView['lines'][number] & { binCode: string; key: string };

export function PickStopsTable({ stops, current }: { stops: PickStopView[]; current?: string | null }) {
  const { t } = useTranslation('warehouseOrders');
  const rows: Row[] = stops.flatMap((stop) =>
    stop.lines.map((line) => ({ ...line, binCode: stop.binCode, key: `${stop.binCode}/${line.orderId}/${line.productId}` })),
  );
  return (
    <Table<Row>
      data-testid="pick-stops"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey="key"
      dataSource={rows}
      locale={{ emptyText: t('picking.nothingLeft') }}
      rowClassName={(r) => (r.binCode === current ? 'ant-table-row-selected' : '')}
      columns={[
        {
          key: 'bin',
          title: t('picking.bin'),
          render: (_, r) => <Tag color={r.binCode === current ? 'blue' : undefined}>{r.binCode}</Tag>,
        },
        { key: 'product', title: t('detail.product'), render: (_, r) => `${r.title} (${r.sku})` },
        { key: 'order', title: t('picking.order'), dataIndex: 'orderNumber' },
        { key: 'units', title: t('picking.units'), dataIndex: 'quantity' },
      ]}
    />
  );
}
