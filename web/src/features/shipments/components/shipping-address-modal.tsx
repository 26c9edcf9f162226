// The warehouse address a seller sends inbound shipments to; address line 2 holds the seller's id.
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useShippingAddressQuery } from '../api/inbound-api';
import { fullAddress } from './full-address';

const FIELDS = ['recipient', 'addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country'] as const;

export function ShippingAddressModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shipments');
  const address = useShippingAddressQuery();
  const copy = async () => {
    if (!address.data) return;
    try {
      await navigator.clipboard.writeText(fullAddress(address.data));
      toasts.push({ type: 'success', message: t('address.copied') });
    } catch {
      toasts.push({ type: 'warning', message: t('address.copyFailed') });
    }
  };
  return (
    <Modal
      open
      title={t('address.title')}
      onCancel={onClose}
      footer={
        <Button data-testid="copy-address" type="primary" icon={<CopyOutlined />} disabled={!address.data} onClick={() => void copy()}>
          {t('address.copy')}
        </Button>
      }
    >
      {address.isPending ? (
        <PageLoading />
      ) : address.isError ? (
        <Alert type="error" showIcon title={address.error.message} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('address.hint')}</Typography.Paragraph>
          <Descriptions data-testid="shipping-address-view" column={1} size="small" bordered>
            {FIELDS.map((field) => (
              <Descriptions.Item key={field} label={t(`address.${field}`)}>
                <Typography.Text copyable={Boolean(address.data[field])}>{address.data[field] || '—'}</Typography.Text>
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
