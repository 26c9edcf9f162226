// The honest placeholder for a screen a later release builds: it says so, and offers a way to a built screen
// (the dashboard would loop: it redirects to orders, and a manager's to the warehouse, both still placeholders).
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotAvailableYet({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const productsHref = pathname.startsWith('/admin') ? '/admin/warehouse/products' : '/products';
  return (
    <div data-testid="not-available-yet">
      <Result
        status="info"
        title={t('notAvailableYet.title')}
        subTitle={t('notAvailableYet.text', { screen })}
        extra={
          <Link to={productsHref} data-testid="not-available-yet-way-out">
            <Button type="primary">{t('notAvailableYet.toProducts')}</Button>
          </Link>
        }
      />
    </div>
  );
}
