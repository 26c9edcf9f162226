import './app/zod-without-eval';
import { StrictMode } from 'react';
// Every antd component's styles, written against CSS variables: providers.tsx sets zeroRuntime (docs/decisions/0047).
import 'antd/dist/antd.css';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import i18n from './i18n/i18n';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { paths } from './app/paths';
import { configureApiClient } from './shared/api/api-client';
import { reloadAccountStatus } from './shared/session/account-status';
import { startTelemetry } from './app/telemetry/start-telemetry';
import { showRateLimitModal } from './shared/ui/rate-limit-modal';
import { toasts } from './shared/ui/toast-queue';

// Before the router: its first navigation's loaders may ask the API at once (shared/api/prefetch.ts).
configureApiClient({
  locale: () => i18n.resolvedLanguage ?? i18n.language,
  onRateLimited: showRateLimitModal,
  onAccountBlocked: () => void reloadAccountStatus(),
  onSessionExpired: () => {
    toasts.push({ type: 'warning', message: i18n.t('sessionExpired') });
    void router.navigate(paths.login.href(`${window.location.pathname}${window.location.search}`));
  },
});
const router = createRouter();
void startTelemetry(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
