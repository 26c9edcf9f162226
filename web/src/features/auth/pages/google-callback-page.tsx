import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { identityRoutes } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useAuthActions } from '../../../shared/session/use-auth-actions';
import { useClearSession } from '../components/use-clear-session';

/** /google/login/callback?code&state&iss: the provider sends the browser back here; the server finishes sign-in. */
export function GoogleCallbackPage() {
  useClearSession();
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuthActions();
  const finish = useMutation({
    mutationFn: (body: BodyIn<typeof identityRoutes.googleCallback>) => apiRequest(identityRoutes.googleCallback, { body }),
  });
  const started = useRef(false);
  const code = search.get('code');
  const state = search.get('state');
  const providerError = search.get('error_description') ?? search.get('error');

  useEffect(() => {
    if (started.current || !code || !state) return;
    started.current = true;
    finish.mutate(
      { code, state, ...(search.get('iss') ? { iss: search.get('iss')! } : {}) },
      {
        onSuccess: ({ redirectTo, ...tokens }) => {
          signIn(tokens);
          navigate(redirectTo && redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/', { replace: true });
        },
      },
    );
  }, [code, state, search, finish, signIn, navigate]);

  const back = <Link to={paths.login.href()}>{t('checkEmail.toLogin')}</Link>;
  if (providerError || !code || !state) return <Result status="warning" title={providerError ?? t('google.incomplete')} extra={back} />;
  if (finish.isError) return <Result status="error" title={finish.error.message} extra={back} />;
  return (
    <Spin description={t('google.finishing')}>
      <div style={{ height: 80 }} />
    </Spin>
  );
}
