import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogOut } from './use-log-out';

export type MenuKey = 'profile' | 'paymentInformation' | 'wallet' | 'subscription' | 'support';

/** The top menu of both layouts: its links, then log out; `labels` replaces a link's plain name (e.g. with a badge). */
export function TopMenuBar({
  links,
  labels = {},
}: {
  links: readonly (readonly [href: string, key: MenuKey])[];
  labels?: Partial<Record<MenuKey, ReactNode>>;
}) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const logOut = useLogOut();
  const items = [
    ...links.map(([href, key]) => ({ key: href, label: <Link to={href}>{labels[key] ?? t(key)}</Link> })),
    { key: 'logout', label: <span data-testid="logout">{t('logout')}</span>, onClick: logOut },
  ];
  return (
    <Menu
      data-testid="top-menu"
      mode="horizontal"
      items={items}
      selectedKeys={[pathname]}
      style={{ flex: 1, minWidth: 0, justifyContent: 'flex-end', borderBottom: 'none' }}
    />
  );
}
