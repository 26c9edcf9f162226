import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '../../../shared/session/session-store';
import { toSessionUser } from '../../../shared/session/use-auth-actions';
import { useStartImpersonationMutation } from '../api/admin-users-api';

/** /admin/impersonated-mode-share-link?token=…: a colleague's link opens acting as that seller. */
export function ImpersonationLinkPage() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const start = useStartImpersonationMutation();
  const token = search.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    start.mutate(
      { token },
      {
        onSuccess: ({ user }) => {
          sessionStore.set({ impersonatedUser: toSessionUser(user), originalUser: sessionStore.get().user });
          navigate('/', { replace: true });
        },
      },
    );
  }, [start, token, navigate]);

  if (!token) return <Result status="warning" title={t('link.missing')} />;
  if (start.isError) return <Result status="error" title={start.error.message} />;
  return (
    <Spin description={t('link.opening')}>
      <div style={{ height: 80 }} />
    </Spin>
  );
}
