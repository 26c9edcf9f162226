import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

const tabs = [
  [paths.profileInfo.href(), 'tabs.info'],
  [paths.profileEmailSettings.href(), 'tabs.emailSettings'],
  [paths.profileProducts.href(), 'tabs.products'],
  [paths.profileWebhooks.href(), 'tabs.webhooks'],
  [paths.profileStaffActions.href(), 'tabs.staffActions'],
] as const;

/**
 * Profile with tabs info, email-settings, products and webhooks (spec 2), and what staff changed for the seller; a tab
 * stays chosen on the pages under it.
 */
export function ProfileLayout() {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Tabs
        activeKey={tabs.find(([key]) => pathname === key || pathname.startsWith(`${key}/`))?.[0] ?? pathname}
        onChange={(key) => navigate(key)}
        items={tabs.map(([key, label]) => ({ key, label: t(label) }))}
      />
      <Outlet />
    </>
  );
}
