import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useClearSession } from '../components/use-clear-session';

/** Google sign-in is not wired yet; the callback says so honestly instead of pretending. */
export function GoogleCallbackPage() {
  useClearSession();
  const { t } = useTranslation('auth');
  return <Result status="info" title={t('login.googleUnavailable')} extra={<Link to={paths.login.href()}>{t('checkEmail.toLogin')}</Link>} />;
}
