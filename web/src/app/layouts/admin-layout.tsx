import { Layout, Menu, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { paths } from '../paths';
import { PageContent } from './page-content';

export function AdminLayout() {
  const { t } = useTranslation('menu');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const items = [
    [paths.adminWarehouse.href(), 'warehouse'],
    [paths.adminUsers.href(), 'users'],
    [paths.adminSupport.href(), 'support'],
    [paths.adminPromocodes.href(), 'promocodes'],
    [paths.adminWarehouse.href('manifests'), 'manifests'],
  ] as const;
  const selected = items.map(([href]) => href).filter((href) => pathname.startsWith(href.split('/').slice(0, 3).join('/')));
  return (
    <Layout data-testid="admin-layout" style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0, whiteSpace: 'nowrap' }}>
          {tc('appName')} · {t('adminArea')}
        </Typography.Title>
        <Menu
          data-testid="admin-menu"
          theme="dark"
          mode="horizontal"
          selectedKeys={selected.slice(0, 1)}
          style={{ flex: 1, minWidth: 0 }}
          items={items.map(([href, key]) => ({ key: href, label: <Link to={href}>{t(key)}</Link> }))}
        />
        <Link to="/" style={{ color: '#fff', whiteSpace: 'nowrap' }}>
          {t('sellerArea')}
        </Link>
        <LanguageSwitch />
      </Layout.Header>
      <PageContent />
    </Layout>
  );
}
