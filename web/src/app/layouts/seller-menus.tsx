import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isOpenToBlocked, paths } from '../paths';
import { useSession } from '../../shared/session/session-store';
import { SupportMenuLabel } from '../../features/support/components/support-menu-label';
import { TopMenuBar } from './top-menu-bar';

function selectedKey(pathname: string, keys: string[]): string[] {
  const hit = keys.filter((k) => k !== '/' && pathname.startsWith(k)).sort((a, b) => b.length - a.length)[0];
  return [hit ?? (pathname === '/' || pathname.startsWith('/orders') ? paths.ordersTab.href() : pathname)];
}

/** A blocked user's menus offer only what they may still open (spec 2). */
function useBlocked(): boolean {
  const session = useSession();
  return Boolean((session.impersonatedUser ?? session.user)?.blocked);
}

export function SideMenu({ onShippingAddress }: { onShippingAddress(): void }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const blocked = useBlocked();
  const all = [
    { key: paths.dashboard.href(), label: <Link to={paths.dashboard.href()}>{t('dashboard')}</Link> },
    { key: paths.ordersTab.href(), label: <Link to={paths.ordersTab.href()}>{t('orders')}</Link> },
    { key: paths.products.href(), label: <Link to={paths.products.href()}>{t('products')}</Link> },
    { key: paths.shipmentsInbound.href(), label: <Link to={paths.shipmentsInbound.href()}>{t('shipments')}</Link> },
    { key: paths.shipmentsForwarding.href(), label: <Link to={paths.shipmentsForwarding.href()}>{t('forwarding')}</Link> },
    { key: paths.salesChannels.href(), label: <Link to={paths.salesChannels.href()}>{t('sales')}</Link> },
    { key: paths.insights.href(), label: <Link to={paths.insights.href()}>{t('insights')}</Link> },
    {
      key: 'help',
      label: t('help'),
      children: [
        { key: 'shipping-address', label: t('shippingAddress'), onClick: onShippingAddress },
        {
          key: paths.supportNewChat.href(),
          label: (
            <Link to={paths.supportNewChat.href()}>
              <SupportMenuLabel label={t('support')} testId="side-menu-support-unread" />
            </Link>
          ),
        },
      ],
    },
  ];
  const items = blocked
    ? [
        { key: paths.deactivatedDashboard.href(), label: <Link to={paths.deactivatedDashboard.href()}>{t('dashboard')}</Link> },
        ...all.filter((i) => i.key === 'help' || (i.key !== '/' && isOpenToBlocked(i.key))),
      ]
    : all;
  const keys = items.map((i) => i.key);
  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selectedKey(pathname, keys.slice(1))}
      defaultOpenKeys={['help']}
    />
  );
}

export function TopMenu() {
  const { t } = useTranslation('menu');
  const blocked = useBlocked();
  const all = [
    [paths.profileInfo.href(), 'profile'],
    [paths.paymentInformation.href(), 'paymentInformation'],
    [paths.walletTab.href(), 'wallet'],
    [paths.subscription.href(), 'subscription'],
    [paths.supportNewChat.href(), 'support'],
  ] as const;
  return (
    <TopMenuBar
      links={blocked ? all.filter(([href]) => isOpenToBlocked(href)) : all}
      labels={{ support: <SupportMenuLabel label={t('support')} testId="top-menu-support-unread" /> }}
    />
  );
}
