// The order's own fields (spec 3): number, date, channel, buyer, phone, address, note, status facets, total, registration.
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@ledgerhouse/contracts';
import { countryName } from '../../../shared/countries/country-names';
import { useFormatters } from '../../../shared/format/use-formatters';
import { OrderStatusTags } from './order-status-tags';

export function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const a = order.address;
  return (
    <Descriptions data-testid="order-summary" column={{ xs: 1, sm: 2 }} size="small" bordered>
      <Descriptions.Item label={t('view.status')} span={2}>
        <OrderStatusTags order={order} />
      </Descriptions.Item>
      <Descriptions.Item label={t('view.number')}>{order.number}</Descriptions.Item>
      <Descriptions.Item label={t('view.orderDate')}>{f.date(order.orderDate)}</Descriptions.Item>
      <Descriptions.Item label={t('view.channel')}>{t(`channels.${order.channel}`)}</Descriptions.Item>
      {order.channelOrderId ? <Descriptions.Item label={t('view.channelOrderId')}>{order.channelOrderId}</Descriptions.Item> : null}
      <Descriptions.Item label={t('view.registration')}>{t(`registrations.${order.registration}`)}</Descriptions.Item>
      <Descriptions.Item label={t('view.buyer')}>{order.buyer.fullName}</Descriptions.Item>
      <Descriptions.Item label={t('view.phone')}>{order.buyer.phone}</Descriptions.Item>
      <Descriptions.Item label={t('view.address')} span={2}>
        <Space orientation="vertical" size={0} data-testid="order-address">
          <span>{a.line1}</span>
          {a.line2 ? <span>{a.line2}</span> : null}
          <span>{[a.city, a.region, a.postalCode].filter(Boolean).join(', ')}</span>
          <span>{countryName(a.country, f.locale)}</span>
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('view.note')} span={2}>
        {order.note ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('view.total')}>{f.money(order.totalCents)}</Descriptions.Item>
      <Descriptions.Item label={t('view.createdAt')}>{f.dateTime(order.createdAt)}</Descriptions.Item>
    </Descriptions>
  );
}
