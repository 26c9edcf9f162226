import { useTranslation } from 'react-i18next';
import { paths } from '../paths';
import { AdminSideMenu, AdminTopMenu } from './admin-menus';
import { AppShell } from './app-shell';

export function AdminLayout() {
  const { t } = useTranslation('menu');
  const { t: tc } = useTranslation();
  return (
    <AppShell
      testId="admin-layout"
      brand={`${tc('appName')} · ${t('adminArea')}`}
      brandHref={paths.adminWarehouse.href()}
      sideMenu={<AdminSideMenu />}
      topMenu={<AdminTopMenu />}
    />
  );
}
