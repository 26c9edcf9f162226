import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportLive } from '../../shared/support-live/use-support-live';
import { ImpersonationBanner } from '../../shared/ui/impersonation-banner';
import { AppShell } from './app-shell';
import { ShippingAddressModal } from './shipping-address-modal';
import { SideMenu, TopMenu } from './seller-menus';

export function SellerLayout() {
  const { t } = useTranslation();
  const [shippingAddressOpen, setShippingAddressOpen] = useState(false);
  // Support chats and the menus' unread badges follow the live socket (polling while it is down).
  useSupportLive();
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
