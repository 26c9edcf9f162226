// 'Failed to update the plan' with the way to the wallet (spec 8, Subscription).
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

export function PlanChangeFailed() {
  const { t } = useTranslation('subscription');
  return (
    <Alert
      data-testid="plan-change-failed"
      type="error"
      showIcon
      title={t('failed.text')}
      action={
        <Link data-testid="to-wallet" to={paths.walletTab.href()}>
          {t('failed.toWallet')}
        </Link>
      }
    />
  );
}
