// The warehouse's order modal (/admin/warehouse/fulfillment/:fulfillmentId): the order, its buyer and lines, how it
// ships (options, label, costs), its timeline and the comments, where a manager adds one the seller sees.
import { Alert, Descriptions, Divider, Modal, Space, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AdminOrderView, OrderLineView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { OrderTimeline } from '../../../shared/timeline/order-timeline';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminOrderQuery, useAdminOrderTimelineQuery } from '../api/admin-orders-api';
import { OrderComments } from '../fulfillment/order-comments';
import { OrderShipping } from '../fulfillment/order-shipping';
import { OrderStatusTags } from '../fulfillment/order-status-tags';

function OrderDetails({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation('warehouseOrders');
  const f = useFormatters();
  const a = order.address;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions data-testid="order-figures" size="small" bordered column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('detail.status')}>
          <OrderStatusTags order={order} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.seller')}>{order.sellerName ?? order.sellerEmail ?? order.sellerId}</Descriptions.Item>
        <Descriptions.Item label={t('detail.orderDate')}>{f.date(order.orderDate)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.channel')}>{t(`channels.${order.channel}`)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.buyer')}>{order.buyer.fullName}</Descriptions.Item>
        <Descriptions.Item label={t('detail.phone')}>{order.buyer.phone}</Descriptions.Item>
        <Descriptions.Item label={t('detail.address')} span={2}>
          {[a.line1, a.line2, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(', ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.note')}>{order.note ?? '—'}</Descriptions.Item>
      </Descriptions>
      {order.missing.length ? (
        <Alert
          type="warning"
          showIcon
          title={t('detail.missing')}
          description={order.missing
            .map((m) => t('detail.missingLine', { sku: m.sku, available: m.available, requested: m.requested }))
            .join('; ')}
        />
      ) : null}
      <Typography.Title level={5}>{t('detail.lines')}</Typography.Title>
      <Table<OrderLineView>
        data-testid="order-lines"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="productId"
        dataSource={order.lines}
        columns={[
          { key: 'sku', title: t('detail.sku'), dataIndex: 'sku' },
          { key: 'title', title: t('detail.product'), render: (_, l) => l.title ?? '—' },
          { key: 'quantity', title: t('detail.quantity'), dataIndex: 'quantity' },
          { key: 'price', title: t('detail.price'), render: (_, l) => f.money(l.priceCents) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              {t('detail.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2}>{order.itemCount}</Table.Summary.Cell>
            <Table.Summary.Cell index={3}>{f.money(order.totalCents)}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Typography.Title level={5}>{t('detail.shipping')}</Typography.Title>
      <OrderShipping order={order} />
      <Divider />
      <Typography.Title level={5}>{t('detail.comments')}</Typography.Title>
      <OrderComments order={order} />
    </Space>
  );
}

export function FulfillmentModal() {
  const { t } = useTranslation('warehouseOrders');
  const { fulfillmentId = '' } = useParams();
  const navigate = useNavigate();
  const order = useAdminOrderQuery(fulfillmentId);
  const timeline = useAdminOrderTimelineQuery(fulfillmentId);
  return (
    <Modal
      open
      width={960}
      footer={null}
      data-testid="fulfillment-modal"
      title={order.data ? t('detail.title', { number: order.data.number }) : t('detail.loading')}
      onCancel={() => navigate(paths.adminWarehouse.href('fulfillment'))}
    >
      {order.isPending ? (
        <PageLoading />
      ) : order.isError ? (
        <Alert type="error" showIcon title={order.error.message} />
      ) : (
        <Tabs
          items={[
            { key: 'order', label: t('detail.loading'), children: <OrderDetails order={order.data} /> },
            { key: 'timeline', label: t('detail.timeline'), children: <OrderTimeline query={timeline} /> },
          ]}
        />
      )}
    </Modal>
  );
}
