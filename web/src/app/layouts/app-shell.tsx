// The frame of the seller and admin areas: side menu, header, content. Below the lg breakpoint the side menu becomes a
// drawer over the page, opened from a button in the header, so nothing overlaps the breadcrumbs and nothing is squeezed.
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { PageContent } from './page-content';

const SIDER_WIDTH = 220;
const DARK = '#001529';

export interface AppShellProps {
  testId: string;
  brand: string;
  brandHref: string;
  sideMenu: ReactNode;
  topMenu: ReactNode;
  /** Shown between the header and the page (e.g. the impersonation banner). */
  banner?: ReactNode;
}

function Brand({ brand, href }: { brand: string; href: string }) {
  return (
    <Link to={href}>
      <Typography.Title level={4} style={{ color: '#fff', padding: '16px 24px', margin: 0 }}>
        {brand}
      </Typography.Title>
    </Link>
  );
}

export function AppShell({ testId, brand, brandHref, sideMenu, topMenu, banner }: AppShellProps) {
  const { t } = useTranslation('menu');
  const screens = Grid.useBreakpoint();
  // Until the first measurement, assume a wide screen (as the side menu's own breakpoint did).
  const narrow = screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname, narrow]);
  return (
    <Layout data-testid={testId} style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Drawer
          data-testid="side-drawer"
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH}
          closable={false}
          styles={{ body: { padding: 0, background: DARK } }}
        >
          <Brand brand={brand} href={brandHref} />
          {sideMenu}
        </Drawer>
      ) : (
        <Layout.Sider width={SIDER_WIDTH}>
          <Brand brand={brand} href={brandHref} />
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{ display: 'flex', alignItems: 'center', gap: narrow ? 8 : 16, background: '#fff', padding: narrow ? '0 12px' : '0 24px' }}
        >
          {narrow ? (
            <Button
              data-testid="menu-toggle"
              type="text"
              aria-label={t('openMenu')}
              icon={<MenuOutlined />}
              onClick={() => setDrawerOpen(true)}
            />
          ) : null}
          {topMenu}
          <LanguageSwitch />
        </Layout.Header>
        {banner}
        <PageContent padding={narrow ? 12 : 24} />
      </Layout>
    </Layout>
  );
}
