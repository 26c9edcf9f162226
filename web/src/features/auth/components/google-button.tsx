import { GoogleOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useGoogleStatusQuery } from '../api/get-google-status';

/** Sign-in and sign-up with Google, under a divider; nothing at all while the server does not say it is configured. */
export function GoogleButton({ redirectTo }: { redirectTo?: string | null }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const status = useGoogleStatusQuery();
  const start = async () => {
    setBusy(true);
    try {
      const { url } = await apiRequest(identityRoutes.googleStart, { query: { redirectTo: redirectTo ?? undefined } });
      window.location.assign(url);
    } catch (err) {
      showApiError(err);
      setBusy(false);
    }
  };
  if (!status.data?.enabled) return null;
  return (
    <>
      <Divider />
      <Button data-testid="google-sign-in" icon={<GoogleOutlined />} block loading={busy} onClick={start}>
        {t('login.google')}
      </Button>
    </>
  );
}
