// orders/:tab/:orderId — the order over its list (the list keeps its scroll): every field, missing goods, shipping and
// label, costs, comments, the timeline, and the actions its state allows.
import { Alert, Button, Modal, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { OrderTimeline } from '../../../shared/timeline/order-timeline';
import { isMissingRecord, NotFoundResult } from '../../../shared/ui/not-found-result';
import { PageLoading } from '../../../shared/ui/page-loading';
import { isMoving } from '../api/order-motion';
import { useOrderQuery, useOrderTimelineQuery } from '../api/order-queries';
import { OrderActions } from '../components/order-actions';
import { OrderComments } from '../components/order-comments';
import { OrderCosts } from '../components/order-costs';
import { OrderLines } from '../components/order-lines';
import { OrderShipping } from '../components/order-shipping';
import { OrderSummary } from '../components/order-summary';

function OrderTimelineTab({ orderId, live }: { orderId: string; live: boolean }) {
  return <OrderTimeline query={useOrderTimelineQuery(orderId, live)} />;
}

export function OrderViewModal() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const tab = useMatch('/orders/:tab/*')?.params.tab ?? 'all';
  const navigate = useNavigate();
  const order = useOrderQuery(orderId);
  const o = order.data;
  const close = () => void navigate(paths.ordersTab.href(tab as Parameters<typeof paths.ordersTab.href>[0]), { preventScrollReset: true });
  return (
    <Modal open width={920} footer={null} onCancel={close} title={o ? t('view.title', { number: o.number }) : t('title')}>
      {order.isPending ? (
        <PageLoading />
      ) : isMissingRecord(order.error) ? (
        <NotFoundResult onBack={close} />
      ) : order.isError ? (
        <Alert type="error" showIcon title={order.error.message} />
      ) : o ? (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="order-view" data-status={o.status}>
          {o.paymentStatus === 'PAYMENT_FAILED' && o.paymentFailure ? (
            <Alert
              type="error"
              showIcon
              data-testid="order-payment-failed"
              action={
                <Link to={paths.wallet.href()}>
                  <Button size="small">{t('view.topUp')}</Button>
                </Link>
              }
              title={t('view.paymentFailed', {
                reason: t(`paymentFailure.${o.paymentFailure as 'OTHER'}`, { defaultValue: o.paymentFailure }),
              })}
            />
          ) : null}
          <OrderActions order={o} />
          <OrderSummary order={o} />
          <Tabs
            items={[
              { key: 'products', label: t('view.tabs.products'), children: <OrderLines order={o} /> },
              { key: 'shipping', label: t('view.tabs.shipping'), children: <OrderShipping order={o} /> },
              { key: 'costs', label: t('view.tabs.costs'), children: <OrderCosts costs={o.costs} /> },
              { key: 'comments', label: t('view.tabs.comments'), children: <OrderComments order={o} /> },
              { key: 'timeline', label: t('view.tabs.timeline'), children: <OrderTimelineTab orderId={o.id} live={isMoving(o)} /> },
            ]}
          />
        </Space>
      ) : null}
    </Modal>
  );
}
