import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** Spec 1 and 6: a deactivated account keeps sales channels, payment information and support. */
export function DeactivatedDashboardPage() {
  const { t } = useTranslation('auth');
  const { t: menu } = useTranslation('menu');
  return (
    <Result
      data-testid="deactivated-dashboard"
      status="warning"
      title={t('deactivated.title')}
      subTitle={t('deactivated.text')}
      extra={
        <Space wrap>
          <Link to={paths.salesChannels.href()}><Button>{menu('sales')}</Button></Link>
          <Link to={paths.paymentInformation.href()}><Button>{menu('paymentInformation')}</Button></Link>
          <Link to={paths.supportNewChat.href()}><Button type="primary">{menu('support')}</Button></Link>
        </Space>
      }
    />
  );
}
