// The ordered products (SKU, title, quantity, price per piece, sum) and, while INSUFFICIENT_GOODS, what is missing.
import { Alert, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderLineView, OrderView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';

export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {order.status === 'INSUFFICIENT_GOODS' && order.missing.length ? (
        <Alert
          data-testid="order-missing"
          type="warning"
          showIcon
          title={t('view.missing.title')}
          description={
            <Space orientation="vertical" size={0}>
              {order.missing.map((m) => (
                <span key={m.productId} data-testid="order-missing-line">
                  {t('view.missing.line', { sku: m.sku, requested: f.number(m.requested), available: f.number(m.available) })}
                </span>
              ))}
              <span>{t('view.missing.text')}</span>
            </Space>
          }
        />
      ) : null}
      <Table<OrderLineView>
        data-testid="order-lines"
        size="small"
        rowKey="productId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.lines}
        columns={[
          { key: 'sku', title: t('view.lines.sku'), dataIndex: 'sku' },
          { key: 'product', title: t('view.lines.product'), render: (_, l) => l.title ?? '—' },
          { key: 'quantity', title: t('view.lines.quantity'), render: (_, l) => f.number(l.quantity) },
          { key: 'price', title: t('view.lines.price'), render: (_, l) => f.money(l.priceCents) },
          { key: 'sum', title: t('view.lines.sum'), render: (_, l) => f.money(l.priceCents * l.quantity) },
        ]}
      />
    </Space>
  );
}
