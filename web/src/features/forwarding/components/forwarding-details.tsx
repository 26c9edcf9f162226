// One forwarding shipment's facts, as both the seller's view and the warehouse modal show them.
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ForwardingShipmentView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { downloadFile } from '../../../shared/api/download';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { ForwardingStatusTag } from './forwarding-status-tag';

/** `downloadPath`: the API path a file is downloaded from (the seller's own, or staff's). */
export function ForwardingDetails({
  shipment,
  seller,
  downloadPath,
}: {
  shipment: ForwardingShipmentView;
  seller?: string;
  downloadPath(fileId: string): string;
}) {
  const { t, i18n } = useTranslation('forwarding');
  const locale = i18n.resolvedLanguage;
  return (
    <Descriptions data-testid="forwarding-details" column={1} size="small" bordered>
      {seller ? <Descriptions.Item label={t('fields.seller')}>{seller}</Descriptions.Item> : null}
      <Descriptions.Item label={t('fields.status')}>
        <ForwardingStatusTag status={shipment.status} /> {formatDate(shipment.statusChangedAt, locale, true)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.trackingNumber')}>{shipment.trackingNumber}</Descriptions.Item>
      <Descriptions.Item label={t('fields.courierService')}>{shipment.courierService}</Descriptions.Item>
      <Descriptions.Item label={t('fields.parcels')}>{shipment.parcels}</Descriptions.Item>
      <Descriptions.Item label={t('fields.clientNote')}>{shipment.clientNote ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.managerNote')}>
        <span data-testid="forwarding-manager-note">{shipment.managerNote ?? '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.processingCost')}>
        <span data-testid="forwarding-cost">
          {shipment.processingCostCents === null ? '—' : formatMoney(shipment.processingCostCents, locale)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.files')}>
        {shipment.files.length === 0 ? (
          '—'
        ) : (
          <Space orientation="vertical" size={0} data-testid="forwarding-file-list">
            {shipment.files.map((file) => (
              <Button
                key={file.id}
                type="link"
                size="small"
                icon={<PaperClipOutlined />}
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => downloadFile(downloadPath(file.id), {}, locale ?? 'en-US').catch((err) => showApiError(err))}
              >
                {file.name}
              </Button>
            ))}
          </Space>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.createdAt')}>{formatDate(shipment.createdAt, locale, true)}</Descriptions.Item>
    </Descriptions>
  );
}
