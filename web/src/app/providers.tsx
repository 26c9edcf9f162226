import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../shared/api/query-client';
import { ModalHost } from '../shared/ui/modal-host';
import { ToastHost } from '../shared/ui/toast-host';
import { useReducedMotion } from './use-reduced-motion';

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // A reader who asked their system for less motion gets no sliding drawers, zooming modals or fading menus.
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.resolvedLanguage === 'ru-RU' ? ruRU : enUS}
      // zeroRuntime: components take their styles from antd's static stylesheet (main.tsx), not from styles built in the
      // browser on first render; our tokens still reach it as CSS variables (docs/decisions/0047).
      theme={{ zeroRuntime: true, token: { colorPrimary: '#1f5f8b', motion: !reducedMotion } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          {children}
          <ToastHost />
          <ModalHost />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
