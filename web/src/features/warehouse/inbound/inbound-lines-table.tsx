// The shipment's products with their counts: declared against received (over/under marked) while checking in,
// placed and still to place while placing, all of them in the shipment modal.
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InboundLineView } from '@ledgerhouse/contracts';
import { receiptOf, remainingToPlace } from './line-figures';

export type LinesMode = 'detail' | 'check' | 'place';

export function ReceiptTag({ line, counted = true }: { line: InboundLineView; counted?: boolean }) {
  const { t } = useTranslation('warehouseInbound');
  if (!counted) return <Tag data-testid="receipt-not-counted">{t('line.notCounted')}</Tag>;
  const receipt = receiptOf(line);
  if (receipt.kind === 'exact') return <Tag color="success">{t('line.exact')}</Tag>;
  return (
    <Tag color={receipt.kind === 'over' ? 'orange' : 'red'} data-testid={`receipt-${receipt.kind}`}>
      {t(`line.${receipt.kind}`, { count: receipt.count })}
    </Tag>
  );
}

export function InboundLinesTable({
  lines,
  mode,
  highlight,
  counted = true,
}: {
  lines: InboundLineView[];
  mode: LinesMode;
  highlight?: string;
  /** False before check-in starts: the difference column says "not counted yet", not "missing". */
  counted?: boolean;
}) {
  const { t } = useTranslation('warehouseInbound');
  const checking = mode !== 'place';
  const placing = mode !== 'check';
  return (
    <Table<InboundLineView>
      data-testid="inbound-lines"
      size="small"
      rowKey="productId"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={lines}
      rowClassName={(line) => (line.productId === highlight ? 'ant-table-row-selected' : '')}
      onRow={(line) => ({ 'data-testid': `line-${line.barcode}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'product',
          title: t('line.product'),
          render: (_, line) => (
            <>
              <Typography.Text strong>{line.title ?? line.productId}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {line.sku ?? '—'} · {line.barcode}
              </Typography.Text>
              {mode === 'check' ? (
                // On the scanning screen the over/under mark sits under the name, in sight on a phone.
                <div>
                  <ReceiptTag line={line} />
                </div>
              ) : null}
            </>
          ),
        },
        { key: 'declared', title: t('line.declared'), dataIndex: 'declared' },
        ...(checking
          ? [
              {
                key: 'received',
                title: t('line.received'),
                render: (_: unknown, l: InboundLineView) => <span data-testid="received">{l.received}</span>,
              },
              {
                key: 'damaged',
                title: t('line.damaged'),
                render: (_: unknown, l: InboundLineView) => <span data-testid="damaged">{l.damaged}</span>,
              },
              ...(mode === 'detail'
                ? [
                    {
                      key: 'difference',
                      title: t('line.difference'),
                      render: (_: unknown, l: InboundLineView) => <ReceiptTag line={l} counted={counted} />,
                    },
                  ]
                : []),
            ]
          : [{ key: 'received', title: t('line.received'), dataIndex: 'received' }]),
        ...(placing
          ? [
              {
                key: 'placed',
                title: t('line.placed'),
                render: (_: unknown, l: InboundLineView) => <span data-testid="placed">{l.placed}</span>,
              },
              {
                key: 'toPlace',
                title: t('line.toPlace'),
                render: (_: unknown, l: InboundLineView) => <span data-testid="to-place">{remainingToPlace(l)}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}
