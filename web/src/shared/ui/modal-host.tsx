import { Modal } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from './modal-queue';

export const DEFAULT_MODAL_WIDTH = 480;

/** Shows the first modal of the queue; confirm dialogs and the rate-limit modal come through here. */
export function ModalHost() {
  const { t } = useTranslation();
  const modal = useSyncExternalStore(
    (listener) => modals.subscribe(listener),
    () => modals.current,
  );
  if (!modal) return null;
  const single = modal.cancelText === null;
  return (
    <Modal
      open
      data-testid="modal"
      width={modal.width ?? DEFAULT_MODAL_WIDTH}
      title={
        <span>
          {modal.icon ? <span style={{ marginRight: 8 }}>{modal.icon}</span> : null}
          {modal.title}
        </span>
      }
      okText={modal.okText ?? t('ok')}
      okButtonProps={{ danger: modal.danger }}
      cancelText={modal.cancelText ?? t('cancel')}
      cancelButtonProps={single ? { style: { display: 'none' } } : undefined}
      onOk={() => modals.answer(true)}
      onCancel={() => modals.answer(false)}
    >
      {modal.content}
    </Modal>
  );
}
