import { GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { showApiError } from '../../../shared/api/apply-field-errors';

/** Sign-in and sign-up with Google: the server hands out the provider URL (and says so when it is not configured). */
export function GoogleButton({ redirectTo }: { redirectTo?: string | null }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
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
  return (
    <Button data-testid="google-sign-in" icon={<GoogleOutlined />} block loading={busy} onClick={start}>
      {t('login.google')}
    </Button>
  );
}
