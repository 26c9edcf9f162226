// How the order ships: the fulfillment options the seller chose, the label (with its PDF) and the fulfillment cost.
import { Alert, Button, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileRoutes, type AdminOrderView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { openPdf } from '../../../shared/api/open-pdf';
import { useFormatters } from '../../../shared/format/use-formatters';

function FulfillmentOptions({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation('warehouseOrders');
  const options = order.fulfillment?.options;
  if (!options) return <Typography.Text type="secondary">{t('detail.notStarted')}</Typography.Text>;
  const { label } = options;
  return (
    <Descriptions data-testid="order-fulfillment-options" size="small" bordered column={{ xs: 1, sm: 2 }}>
      <Descriptions.Item label={t('detail.labelOption')}>
        {label.kind === 'OWN' ? t('detail.ownLabel') : t('detail.boughtLabel', { priority: t(`priorities.${label.priority}`) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.insurance')}>{t(options.insurance ? 'detail.yes' : 'detail.no')}</Descriptions.Item>
      <Descriptions.Item label={t('detail.noteOnLabel')}>{options.noteOnLabel ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('detail.taxpayer')}>
        {options.taxpayer ? `${options.taxpayer.type} ${options.taxpayer.number}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.fulfillmentComment')}>{options.comment ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}

export function OrderShipping({ order }: { order: AdminOrderView }) {
  const { t, i18n } = useTranslation('warehouseOrders');
  const f = useFormatters();
  const { label, costs } = order;
  const fileId = label?.fileId;
  const openLabel = (id: string) =>
    openPdf(fileRoutes.adminDownload.path, { params: { fileId: id }, locale: i18n.resolvedLanguage ?? 'en-US' }).catch(showApiError);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <FulfillmentOptions order={order} />
      {order.labelFailed ? (
        <Alert type="error" showIcon title={t('detail.labelFailure', { reason: order.labelFailureReason ?? '' })} />
      ) : null}
      {order.paymentFailure ? <Alert type="error" showIcon title={`${t('detail.paymentFailure')}: ${order.paymentFailure}`} /> : null}
      <Typography.Title level={5}>{t('detail.label')}</Typography.Title>
      {label ? (
        <Descriptions data-testid="order-label" size="small" bordered column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('detail.carrier')}>{label.carrier}</Descriptions.Item>
          <Descriptions.Item label={t('detail.service')}>{label.service}</Descriptions.Item>
          <Descriptions.Item label={t('detail.tracking')}>{label.trackingNumber}</Descriptions.Item>
          <Descriptions.Item label={t('detail.labelCost')}>{f.money(label.costCents)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('detail.noLabel')}</Typography.Text>
      )}
      {fileId ? (
        <Button data-testid="order-open-label" onClick={() => void openLabel(fileId)}>
          {t('detail.openLabel')}
        </Button>
      ) : null}
      <Typography.Title level={5}>{t('detail.costs')}</Typography.Title>
      {costs ? (
        <Descriptions data-testid="order-costs" size="small" bordered column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('detail.pickPack')}>{f.money(costs.pickPackCents)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.labelCosts')}>{f.money(costs.labelCents)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.extraServices')}>{f.money(costs.extraServicesCents)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.costsTotal')}>
            <Typography.Text strong>{f.money(costs.totalCents)}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('detail.noCosts')}</Typography.Text>
      )}
    </Space>
  );
}
