import { Layout, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImpersonationBanner } from '../../shared/ui/impersonation-banner';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { ShippingAddressModal } from './shipping-address-modal';
import { PageContent } from './page-content';
import { SideMenu, TopMenu } from './seller-menus';

export function SellerLayout() {
  const { t } = useTranslation();
  const [shippingAddressOpen, setShippingAddressOpen] = useState(false);
  return (
    <Layout data-testid="seller-layout" style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220}>
        <Link to="/">
          <Typography.Title level={4} style={{ color: '#fff', padding: '16px 24px', margin: 0 }}>
            {t('appName')}
          </Typography.Title>
        </Link>
        <SideMenu onShippingAddress={() => setShippingAddressOpen(true)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff', padding: '0 24px' }}>
          <TopMenu />
          <LanguageSwitch />
        </Layout.Header>
        <ImpersonationBanner />
        <PageContent />
      </Layout>
      <ShippingAddressModal open={shippingAddressOpen} onClose={() => setShippingAddressOpen(false)} />
    </Layout>
  );
}
