// All routes and redirects of the spec. Pages load lazily; a page not built yet shows the honest placeholder.
import type React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { AppRoot } from './app-root';
import { AdminLayout } from './layouts/admin-layout';
import { AuthLayout } from './layouts/auth-layout';
import { SellerLayout } from './layouts/seller-layout';
import { legacyRedirects } from './paths';
import { RequireSession } from './require-session';
import { PageLoading } from '../shared/ui/page-loading';
import { RouteError } from './route-error';
import { sellerRoutes } from './seller-routes';

const authPage = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({ path, lazy: load });

const authRoutes: RouteObject[] = [
  authPage('login', () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage }))),
  authPage('registration', () => import('../features/auth/pages/registration-page').then((m) => ({ Component: m.RegistrationPage }))),
  authPage('registration-confirm-email', () =>
    import('../features/auth/pages/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })),
  ),
  authPage('request-password-reset', () =>
    import('../features/auth/pages/request-reset-page').then((m) => ({ Component: m.RequestResetPage })),
  ),
  authPage('reset_password', () =>
    import('../features/auth/pages/new-password-page').then((m) => ({ Component: () => <m.NewPasswordPage /> })),
  ),
  authPage('google/login/callback', () =>
    import('../features/auth/pages/google-callback-page').then((m) => ({ Component: m.GoogleCallbackPage })),
  ),
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy route loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/',
        element: (
          <RequireSession area="seller">
            <SellerLayout />
          </RequireSession>
        ),
        children: sellerRoutes,
      },
      {
        path: '/admin',
        element: (
          <RequireSession area="admin">
            <AdminLayout />
          </RequireSession>
        ),
        handle: { crumb: 'admin' },
        children: adminRoutes,
      },
      { element: <AuthLayout />, children: authRoutes },
      ...Object.entries(legacyRedirects).map(([from, target]) => ({ path: from, element: <Navigate to={target} replace /> })),
      { path: '/dev/mailbox', lazy: () => import('../features/dev-mailbox/dev-mailbox-page').then((m) => ({ Component: m.DevMailboxPage })) },
      // Unknown paths go to the dashboard.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
