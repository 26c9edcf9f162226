// All routes and redirects of the spec. Pages load lazily; a page not built yet shows the honest placeholder.
import type React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { AppRoot } from './app-root';
import { AdminLayout } from './layouts/admin-layout';
import { AuthLayout } from './layouts/auth-layout';
import { SellerLayout } from './layouts/seller-layout';
import { legacyRedirects, paths, type RouteInfo } from './paths';
import { RequireSession } from './require-session';
import { PageLoading } from '../shared/ui/page-loading';
import { RouteError } from './route-error';
import { sellerRoutes } from './seller-routes';

/** A page for guests, at its path in paths.ts (a seller or admin route does not typecheck here). */
const authPage = (route: RouteInfo & { access: 'guest' }, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path: route.path.slice(1),
  handle: { crumb: route.screen },
  lazy: load,
});

const authRoutes: RouteObject[] = [
  authPage(paths.login, () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage }))),
  authPage(paths.registration, () => import('../features/auth/pages/registration-page').then((m) => ({ Component: m.RegistrationPage }))),
  authPage(paths.registrationConfirmEmail, () =>
    import('../features/auth/pages/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })),
  ),
  authPage(paths.requestPasswordReset, () =>
    import('../features/auth/pages/request-reset-page').then((m) => ({ Component: m.RequestResetPage })),
  ),
  authPage(paths.resetPassword, () =>
    import('../features/auth/pages/new-password-page').then((m) => ({ Component: () => <m.NewPasswordPage /> })),
  ),
  authPage(paths.googleCallback, () =>
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
      {
        path: '/dev/mailbox',
        lazy: () => import('../features/dev-mailbox/dev-mailbox-page').then((m) => ({ Component: m.DevMailboxPage })),
      },
      // Unknown paths go to the dashboard.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
