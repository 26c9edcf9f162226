// The admin area's menus: the side menu reaches every admin section; the top menu has profile and log out.
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AdminSupportMenuLabel } from '../../features/admin-support/components/admin-support-menu-label';
import { paths } from '../paths';
import { isManager } from '../require-manager';
import { useSession } from '../../shared/session/session-store';
import { TopMenuBar } from './top-menu-bar';

export function AdminSideMenu() {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const manager = isManager(useSession().user?.userType);
  const items = [
    [paths.adminWarehouse.href(), '/admin/warehouse', 'warehouse'],
    [paths.adminFloorMetrics.href(), '/admin/floor-metrics', 'floorMetrics'],
    [paths.adminUsers.href(), '/admin/users', 'users'],
    [paths.adminSupport.href(), '/admin/support', 'support'],
    [paths.adminPromocodes.href(), '/admin/promocodes', 'promocodes'],
    [paths.adminStatements.href(), '/admin/statements', 'statements'],
    // Warehouse webhooks receive every seller's events: managers only.
    ...(manager ? ([[paths.adminWebhooks.href(), '/admin/webhooks', 'webhooks']] as const) : []),
  ] as const;
  const selected = items.filter(([, prefix]) => pathname.startsWith(prefix)).map(([, prefix]) => prefix);
  return (
    <Menu
      data-testid="admin-menu"
      mode="inline"
      theme="dark"
      selectedKeys={selected}
      items={items.map(([href, prefix, key]) => ({
        key: prefix,
        label: <Link to={href}>{key === 'support' ? <AdminSupportMenuLabel label={t(key)} /> : t(key)}</Link>,
      }))}
    />
  );
}

export function AdminTopMenu() {
  return <TopMenuBar links={[[paths.profileInfo.href(), 'profile']]} />;
}
