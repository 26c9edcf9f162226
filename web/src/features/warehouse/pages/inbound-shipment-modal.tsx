// The warehouse's shipment modal: figures, lines with their counts, costs, comments, and the next step of the flow
// (mark delivered, check in, place).
import { Alert, Button, Descriptions, Divider, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminInboundShipmentView, InboundStatus } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { confirm } from '../../../shared/ui/modal-queue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useAdminInboundQuery, useDeliverMutation } from '../api/admin-inbound-api';
import { InboundComments } from '../inbound/inbound-comments';
import { InboundCosts } from '../inbound/inbound-costs';
import { InboundLinesTable } from '../inbound/inbound-lines-table';
import { isCounted } from '../inbound/line-figures';
import { InboundStatusTag } from '../inbound/inbound-status-tag';

const CHECKING: readonly InboundStatus[] = ['DELIVERED', 'CHECKING_DELIVERY', 'ACCEPTING', 'SEARCHING'];
const PLACING: readonly InboundStatus[] = ['ACCEPTED', 'LOCATING'];

function NextStep({ shipment }: { shipment: AdminInboundShipmentView }) {
  const { t } = useTranslation('warehouseInbound');
  const deliver = useDeliverMutation(shipment.id);
  const markDelivered = async () => {
    if (
      !(await confirm({ title: t('detail.markDelivered'), content: t('detail.markDeliveredConfirm'), okText: t('detail.markDelivered') }))
    )
      return;
    try {
      await deliver.mutateAsync(undefined);
      toasts.push({ type: 'success', message: t('detail.delivered') });
    } catch (err) {
      showApiError(err);
    }
  };
  return (
    <Space wrap>
      {shipment.status === 'NOT_DELIVERED' ? (
        <Button data-testid="inbound-mark-delivered" type="primary" loading={deliver.isPending} onClick={() => void markDelivered()}>
          {t('detail.markDelivered')}
        </Button>
      ) : null}
      {CHECKING.includes(shipment.status) ? (
        <Link to={paths.adminCheckingInbound.href(shipment.id)} data-testid="inbound-open-check">
          <Button type="primary">{t('detail.openCheck')}</Button>
        </Link>
      ) : null}
      {PLACING.includes(shipment.status) ? (
        <Link to={paths.adminInboundPlacement.href(shipment.id)} data-testid="inbound-open-placement">
          <Button type="primary">{t('detail.openPlacement')}</Button>
        </Link>
      ) : null}
    </Space>
  );
}

function ShipmentBody({ shipment }: { shipment: AdminInboundShipmentView }) {
  const { t } = useTranslation('warehouseInbound');
  const f = useFormatters();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <NextStep shipment={shipment} />
      <Descriptions data-testid="inbound-figures" size="small" bordered column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('detail.status')}>
          <InboundStatusTag status={shipment.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.statusChangedAt')}>{f.dateTime(shipment.statusChangedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.type')}>{t(`types.${shipment.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('list.columns.seller')}>
          {shipment.sellerName ?? shipment.sellerEmail ?? shipment.sellerId}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.createdAt')}>{f.dateTime(shipment.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.tracking')}>{shipment.trackingNumber ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.courier')}>{shipment.courierService ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.deliveryType')}>
          {shipment.deliveryType ? t(`deliveryTypes.${shipment.deliveryType}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.packageType')}>{shipment.packageType ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.products')}>{shipment.productCount}</Descriptions.Item>
        <Descriptions.Item label={t('detail.pieces')}>{shipment.pieceCount}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('detail.lines')}</Typography.Title>
      <InboundLinesTable lines={shipment.lines} mode="detail" counted={isCounted(shipment.status)} />
      <Typography.Title level={5}>{t('detail.costs')}</Typography.Title>
      <InboundCosts costs={shipment.costs} />
      <Divider />
      <Typography.Title level={5}>{t('detail.comments')}</Typography.Title>
      <InboundComments shipment={shipment} />
    </Space>
  );
}

export function InboundShipmentModal() {
  const { t } = useTranslation('warehouseInbound');
  const { shipmentId = '' } = useParams();
  const navigate = useNavigate();
  const shipment = useAdminInboundQuery(shipmentId);
  return (
    <Modal
      open
      width={960}
      footer={null}
      data-testid="inbound-shipment-modal"
      title={shipment.data ? t('detail.title', { number: shipment.data.number }) : t('detail.loading')}
      onCancel={() => navigate(paths.adminWarehouse.href('inbound-shipments'))}
    >
      {shipment.isPending ? (
        <PageLoading />
      ) : shipment.isError ? (
        <Alert type="error" showIcon title={shipment.error.message} />
      ) : (
        <ShipmentBody shipment={shipment.data} />
      )}
    </Modal>
  );
}
