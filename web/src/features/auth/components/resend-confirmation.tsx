// Shown on login after EMAIL_NOT_CONFIRMED: a new confirmation link for the typed email (the server limits how often).
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toasts } from '../../../shared/ui/toast-queue';
import { useResendConfirmationMutation } from '../api/auth-api';

export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmationMutation();
  const send = async () => {
    try {
      await resend.mutateAsync({ email });
      toasts.push({ type: 'success', message: t('login.linkSent', { email }) });
    } catch (err) {
      showApiError(err);
    }
  };
  return (
    <Alert
      data-testid="email-not-confirmed"
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('login.notConfirmed')}
      action={
        <Button data-testid="resend-confirmation" size="small" loading={resend.isPending} onClick={() => void send()}>
          {t('login.resendLink')}
        </Button>
      }
    />
  );
}
