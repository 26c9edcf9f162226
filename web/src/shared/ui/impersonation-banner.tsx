import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminUserRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../api/api-client';
import { sessionStore, useSession } from '../session/session-store';

/** Shown while staff act as a seller; "Exit" ends it and returns to that user's admin page. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const target = session.impersonatedUser;
  if (!target) return null;
  const exit = async () => {
    await apiRequest(adminUserRoutes.endImpersonation, { body: { userId: target.id } }).catch(() => undefined);
    sessionStore.set({ impersonatedUser: null, originalUser: null });
    navigate(`/admin/users/${target.id}/user-info`);
  };
  return (
    <Alert
      data-testid="impersonation-banner"
      banner
      type="warning"
      title={t('impersonation.banner', { name: target.fullName, email: target.email })}
      action={
        <Button size="small" data-testid="impersonation-exit" onClick={exit}>
          {t('impersonation.exit')}
        </Button>
      }
    />
  );
}
