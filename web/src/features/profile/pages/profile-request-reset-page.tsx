import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useSession } from '../../../shared/session/session-store';
import { useRequestOwnResetMutation } from '../api/profile-api';

/** /profile-request-password-reset: a signed-in user asks for a reset link to their own email. */
export function ProfileRequestResetPage() {
  const { t } = useTranslation('profile');
  const email = useSession().user?.email ?? '';
  const request = useRequestOwnResetMutation();
  if (request.isSuccess) return <Result status="success" title={t('resetRequest.sent', { email })} />;
  return (
    <Card style={{ maxWidth: 640 }}>
      <Typography.Paragraph>{t('resetRequest.text', { email })}</Typography.Paragraph>
      <Button type="primary" loading={request.isPending} onClick={() => request.mutate(email, { onError: (err) => showApiError(err) })}>
        {t('resetRequest.submit')}
      </Button>
    </Card>
  );
}
