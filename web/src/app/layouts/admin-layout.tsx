import { useTranslation } from 'react-i18next';
import { useSupportLive } from '../../shared/support-live/use-support-live';
import { paths } from '../paths';
import { AdminSideMenu, AdminTopMenu } from './admin-menus';
import { AppShell } from './app-shell';

export function AdminLayout() {
  const { t } = useTranslation('menu');
  const { t: tc } = useTranslation();
  // The support tabs, chats and the menu's unread badge follow the live socket (polling while it is down).
  useSupportLive();
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
