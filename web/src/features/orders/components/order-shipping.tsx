// How the order ships: the fulfillment options it started with and the label (open its PDF), or that it has not started.
import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { openOrderLabel } from '../api/open-order-label';

export function OrderShipping({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('orders');
  const f = useFormatters();
  const [opening, setOpening] = useState(false);
  const { fulfillment, label } = order;
  if (!fulfillment && !label) return <Typography.Text type="secondary">{t('view.shipping.notStarted')}</Typography.Text>;
  const options = fulfillment?.options;
  const open = async (fileId: string) => {
    setOpening(true);
    try {
      await openOrderLabel(fileId, i18n.resolvedLanguage ?? 'en-US');
    } catch (err) {
      showApiError(err);
    } finally {
      setOpening(false);
    }
  };
  return (
    <>
      {order.labelFailed ? (
        <Alert
          data-testid="order-label-failed"
          type="error"
          showIcon
          title={t('labelFailed')}
          description={order.labelFailureReason ?? undefined}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Descriptions data-testid="order-shipping" column={{ xs: 1, sm: 2 }} size="small" bordered>
        {options ? (
          <Descriptions.Item label={t('view.shipping.labelKind')}>
            {options.label.kind === 'OWN' ? t('view.shipping.own') : t('view.shipping.bought')}
            {fulfillment?.automatic ? ` · ${t('view.shipping.automatic')}` : ''}
          </Descriptions.Item>
        ) : null}
        {options?.label.kind === 'BUY' ? (
          <Descriptions.Item label={t('view.shipping.priority')}>{t(`fulfillment.priorities.${options.label.priority}`)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('view.shipping.courier')}>
          {label?.carrier ?? (options?.label.kind === 'OWN' ? options.label.courier : '—')}
        </Descriptions.Item>
        <Descriptions.Item label={t('view.shipping.tracking')}>
          <span data-testid="order-tracking">
            {label?.trackingNumber ?? (options?.label.kind === 'OWN' ? options.label.trackingNumber : '—')}
          </span>
        </Descriptions.Item>
        {label?.service ? <Descriptions.Item label={t('view.shipping.service')}>{label.service}</Descriptions.Item> : null}
        {label?.estimatedDays != null ? (
          <Descriptions.Item label={t('view.shipping.estimatedDays')}>
            {t('view.shipping.days', { count: label.estimatedDays })}
          </Descriptions.Item>
        ) : null}
        {label && label.costCents > 0 ? (
          <Descriptions.Item label={t('view.shipping.labelCost')}>{f.money(label.costCents)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('fulfillment.labelFile')}>
          {label?.fileId ? (
            <Button
              data-testid="order-open-label"
              size="small"
              icon={<FilePdfOutlined />}
              loading={opening}
              onClick={() => void open(label.fileId!)}
            >
              {t('view.shipping.openLabel')}
            </Button>
          ) : (
            <Typography.Text type="secondary" data-testid="order-label-waiting">
              {order.labelFailed ? '—' : t('view.shipping.waitingLabel')}
            </Typography.Text>
          )}
        </Descriptions.Item>
        {options ? (
          <>
            <Descriptions.Item label={t('view.shipping.insurance')}>
              {options.insurance ? t('view.shipping.insured', { value: f.money(order.totalCents) }) : t('view.shipping.notInsured')}
            </Descriptions.Item>
            <Descriptions.Item label={t('view.shipping.invoice')}>
              {options.commercialInvoiceFileId ? t('view.shipping.attached') : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('view.shipping.noteOnLabel')}>{options.noteOnLabel ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('view.shipping.taxNumber')}>
              {options.taxpayer ? `${t(`fulfillment.taxpayerTypes.${options.taxpayer.type}`)} · ${options.taxpayer.number}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('view.shipping.comment')}>{options.comment ?? '—'}</Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
    </>
  );
}
