import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useConfirmEmailMutation } from '../api/auth-api';
import { useClearSession } from '../components/use-clear-session';

/** Opened from the mailed link: /registration-confirm-email?user=<id>&token=<secret>. */
export function ConfirmEmailPage() {
  useClearSession();
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const confirm = useConfirmEmailMutation();
  const userId = search.get('user');
  const token = search.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !userId || !token) return;
    started.current = true;
    confirm.mutate({ userId, token });
  }, [confirm, userId, token]);

  if (!userId || !token) return <Result status="warning" title={t('confirmEmail.missing')} />;
  if (confirm.isError)
    return <Result status="error" title={confirm.error.message} extra={<Link to={paths.login.href()}>{t('confirmEmail.toLogin')}</Link>} />;
  if (!confirm.isSuccess)
    return (
      <Spin description={t('confirmEmail.confirming')}>
        <div style={{ height: 80 }} />
      </Spin>
    );
  return (
    <Result
      data-testid="email-confirmed"
      status="success"
      title={t('confirmEmail.done')}
      extra={
        <Link to={paths.login.href()}>
          <Button type="primary">{t('confirmEmail.toLogin')}</Button>
        </Link>
      }
    />
  );
}
