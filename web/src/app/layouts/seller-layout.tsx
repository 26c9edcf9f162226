import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImpersonationBanner } from '../../shared/ui/impersonation-banner';
import { AppShell } from './app-shell';
import { ShippingAddressModal } from './shipping-address-modal';
import { SideMenu, TopMenu } from './seller-menus';

export function SellerLayout() {
  const { t } = useTranslation();
  const [shippingAddressOpen, setShippingAddressOpen] = useState(false);
  return (
    <>
      <AppShell
        testId="seller-layout"
        brand={t('appName')}
        brandHref="/"
        sideMenu={<SideMenu onShippingAddress={() => setShippingAddressOpen(true)} />}
        topMenu={<TopMenu />}
        banner={<ImpersonationBanner />}
      />
      <ShippingAddressModal open={shippingAddressOpen} onClose={() => setShippingAddressOpen(false)} />
    </>
  );
}
