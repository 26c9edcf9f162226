// The chart's table: every change of the period, newest first, with its cause, its document and the levels after it.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StockPoint } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { documentHref } from './document-href';

export function StockTable({ points, allProducts, loading }: { points: StockPoint[] | undefined; allProducts: boolean; loading: boolean }) {
  const { t } = useTranslation('insights');
  const f = useFormatters();
  const rows = points ? [...points].reverse() : [];
  return (
    <Table<StockPoint>
      data-testid="insights-stock-table"
      size="small"
      rowKey="position"
      scroll={{ x: 'max-content' }}
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: points ? t('empty') : ' ' }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { key: 'at', title: t('table.at'), render: (_, p) => f.dateTime(p.at) },
        ...(allProducts ? [{ key: 'sku', title: t('table.sku'), render: (_: unknown, p: StockPoint) => p.sku ?? '—' }] : []),
        { key: 'cause', title: t('table.cause'), render: (_, p) => t(`causes.${p.cause}`) },
        {
          key: 'document',
          title: t('table.document'),
          render: (_, p) => {
            const href = documentHref(p);
            return href && p.document ? (
              <Link to={href} data-testid="insights-stock-document">
                {p.document.number}
              </Link>
            ) : (
              '—'
            );
          },
        },
        { key: 'total', title: t('levels.total'), dataIndex: 'total', align: 'right' },
        { key: 'reserved', title: t('levels.reserved'), dataIndex: 'reserved', align: 'right' },
        { key: 'available', title: t('levels.available'), dataIndex: 'available', align: 'right' },
        ...(allProducts
          ? [
              {
                key: 'cubicFeet',
                title: t('table.cubicFeet'),
                align: 'right' as const,
                render: (_: unknown, p: StockPoint) => (p.cubicFeet === null ? '—' : f.number(p.cubicFeet)),
              },
            ]
          : []),
      ]}
    />
  );
}
