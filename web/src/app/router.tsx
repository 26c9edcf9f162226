// All routes and redirects of the spec. Pages load lazily; a page not built yet shows the honest placeholder.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { AdminLayout } from './layouts/admin-layout';
import { AuthLayout } from './layouts/auth-layout';
import { SellerLayout } from './layouts/seller-layout';
import { legacyRedirects } from './paths';
import { placeholder } from './placeholders';
import { RouteError } from './route-error';
import { sellerRoutes } from './seller-routes';

const authRoutes: RouteObject[] = [
  placeholder('login', 'login'),
  placeholder('registration', 'registration'),
  placeholder('registration-confirm-email', 'confirmEmail'),
  placeholder('request-password-reset', 'requestPasswordReset'),
  placeholder('reset_password', 'newPassword'),
  placeholder('google/login/callback', 'googleCallback'),
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <SellerLayout />, children: sellerRoutes },
      { path: '/admin', element: <AdminLayout />, handle: { crumb: 'admin' }, children: adminRoutes },
      { element: <AuthLayout />, children: authRoutes },
      ...Object.entries(legacyRedirects).map(([from, target]) => ({ path: from, element: <Navigate to={target} replace /> })),
      // Unknown paths go to the dashboard.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
