import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../shared/ui/not-available-yet';
import { DEFAULT_MODAL_WIDTH } from '../../shared/ui/modal-host';

/** The warehouse address sellers ship to arrives with inbound shipments; until then the modal says so. */
export function ShippingAddressModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('menu');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shippingAddress')} width={DEFAULT_MODAL_WIDTH}>
      <NotAvailableYet screen={t('shippingAddress')} />
    </Modal>
  );
}
