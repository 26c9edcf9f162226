// The frame both forwarding modals share (the seller's and the warehouse's): title with the tracking number, the
// error and loading states, and the shipment's content once it is there.
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { isMissingRecord, NotFoundResult } from '../../../shared/ui/not-found-result';
import { PageLoading } from '../../../shared/ui/page-loading';

export function ForwardingModalFrame<S extends { trackingNumber: string }>({
  testId,
  shipment,
  onClose,
  children,
}: {
  testId: string;
  shipment: UseQueryResult<S, Error>;
  onClose(): void;
  children(shipment: S): ReactNode;
}) {
  const { t } = useTranslation('forwarding');
  const s = shipment.data;
  return (
    <Modal
      open
      data-testid={testId}
      title={s ? `${t('title')} · ${s.trackingNumber}` : t('title')}
      footer={null}
      width={DEFAULT_MODAL_WIDTH}
      onCancel={onClose}
    >
      {isMissingRecord(shipment.error) ? (
        <NotFoundResult onBack={onClose} />
      ) : shipment.isError ? (
        <Alert type="error" showIcon title={shipment.error.message} />
      ) : !s ? (
        <PageLoading />
      ) : (
        children(s)
      )}
    </Modal>
  );
}
