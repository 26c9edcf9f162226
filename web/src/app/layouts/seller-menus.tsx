import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { sessionStore } from '../../shared/session/session-store';
import { useAuthActions } from '../../shared/session/use-auth-actions';
import { paths } from '../paths';

function selectedKey(pathname: string, keys: string[]): string[] {
  const hit = keys.filter((k) => k !== '/' && pathname.startsWith(k)).sort((a, b) => b.length - a.length)[0];
  return [hit ?? (pathname === '/' || pathname.startsWith('/orders') ? paths.ordersTab.href() : pathname)];
}

export function SideMenu({ onShippingAddress }: { onShippingAddress(): void }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const items = [
    { key: paths.dashboard.href(), label: <Link to={paths.dashboard.href()}>{t('dashboard')}</Link> },
    { key: paths.ordersTab.href(), label: <Link to={paths.ordersTab.href()}>{t('orders')}</Link> },
    { key: paths.products.href(), label: <Link to={paths.products.href()}>{t('products')}</Link> },
    { key: paths.shipmentsInbound.href(), label: <Link to={paths.shipmentsInbound.href()}>{t('shipments')}</Link> },
    { key: paths.shipmentsForwarding.href(), label: <Link to={paths.shipmentsForwarding.href()}>{t('forwarding')}</Link> },
    { key: paths.salesChannels.href(), label: <Link to={paths.salesChannels.href()}>{t('sales')}</Link> },
    {
      key: 'help',
      label: t('help'),
      children: [
        { key: 'shipping-address', label: t('shippingAddress'), onClick: onShippingAddress },
        { key: paths.supportNewChat.href(), label: <Link to={paths.supportNewChat.href()}>{t('support')}</Link> },
      ],
    },
  ];
  const keys = items.map((i) => i.key);
  return <Menu data-testid="side-menu" mode="inline" theme="dark" items={items} selectedKeys={selectedKey(pathname, keys.slice(1))} defaultOpenKeys={['help']} />;
}

export function TopMenu() {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const { signOut } = useAuthActions();
  const { pathname } = useLocation();
  const links = [
    [paths.profileInfo.href(), 'profile'],
    [paths.paymentInformation.href(), 'paymentInformation'],
    [paths.walletTab.href(), 'wallet'],
    [paths.subscription.href(), 'subscription'],
    [paths.supportNewChat.href(), 'support'],
  ] as const;
  const items = [
    ...links.map(([href, key]) => ({ key: href, label: <Link to={href}>{t(key)}</Link> })),
    {
      key: 'logout',
      label: <span data-testid="logout">{t('logout')}</span>,
      onClick: () => {
        // Leave the guarded area first, so clearing the session cannot bounce through login?redirectTo=.
        const refresh = sessionStore.get().refresh;
        void Promise.resolve(navigate(paths.login.href(), { replace: true })).then(() => signOut(refresh));
      },
    },
  ];
  return <Menu data-testid="top-menu" mode="horizontal" items={items} selectedKeys={[pathname]} style={{ flex: 1, minWidth: 0, justifyContent: 'flex-end', borderBottom: 'none' }} />;
}
