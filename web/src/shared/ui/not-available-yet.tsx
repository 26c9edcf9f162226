// The honest placeholder for a screen a later release builds: it says so, and offers the way back.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotAvailableYet({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="not-available-yet">
      <Result
        status="info"
        title={t('notAvailableYet.title')}
        subTitle={t('notAvailableYet.text', { screen })}
        extra={
          <Link to="/">
            <Button type="primary">{t('notAvailableYet.toDashboard')}</Button>
          </Link>
        }
      />
    </div>
  );
}
