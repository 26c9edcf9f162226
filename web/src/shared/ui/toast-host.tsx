import { Alert, Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { toasts } from './toast-queue';

/** Bottom-right, 480 px wide, one toast at a time (spec 9). */
export function ToastHost() {
  const toast = useSyncExternalStore(
    (listener) => toasts.subscribe(listener),
    () => toasts.current,
  );
  if (!toast) return null;
  return (
    <div
      data-testid="toast"
      role="status"
      aria-live="polite"
      style={{ position: 'fixed', right: 24, bottom: 24, width: 480, maxWidth: 'calc(100vw - 48px)', zIndex: 2000 }}
    >
      <Alert
        showIcon
        closable={{ onClose: () => toasts.dismiss() }}
        type={toast.type ?? 'info'}
        title={toast.message}
        action={
          toast.action ? (
            <Button
              size="small"
              onClick={() => {
                toast.action?.onClick();
                toasts.dismiss();
              }}
            >
              {toast.action.label}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
