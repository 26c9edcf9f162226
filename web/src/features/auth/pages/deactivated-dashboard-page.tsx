import { Button, Result, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { reloadAccountStatus } from '../../../shared/session/account-status';

/** How often an open deactivated dashboard asks whether the account was unblocked. */
const UNBLOCK_POLL_MS = 15_000;

/** Spec 1 and 6: a deactivated account keeps sales channels, payment information and support. */
export function DeactivatedDashboardPage() {
  const { t } = useTranslation('auth');
  const { t: menu } = useTranslation('menu');
  // Unblocking reaches the open session: on return to the tab and every few seconds; the router then sends it home.
  useEffect(() => {
    const check = () => void reloadAccountStatus();
    const timer = window.setInterval(check, UNBLOCK_POLL_MS);
    window.addEventListener('focus', check);
    check();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, []);
  return (
    <Result
      data-testid="deactivated-dashboard"
      status="warning"
      title={t('deactivated.title')}
      subTitle={t('deactivated.text')}
      extra={
        <Space wrap>
          <Link to={paths.salesChannels.href()}>
            <Button>{menu('sales')}</Button>
          </Link>
          <Link to={paths.paymentInformation.href()}>
            <Button>{menu('paymentInformation')}</Button>
          </Link>
          <Link to={paths.supportNewChat.href()}>
            <Button type="primary">{menu('support')}</Button>
          </Link>
        </Space>
      }
    />
  );
}
