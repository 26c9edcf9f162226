import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';
import { section } from './section';
import { adminSupportRoute } from './admin-support-routes';
import { webhookRoutes } from './webhook-routes';
import { adminForwardingRoute } from './forwarding-routes';
import { adminInboundRoute, checkingInboundRoute, inboundPlacementRoute } from './inbound-warehouse-routes';
import { adminFulfillmentRoute, adminManifestPagesRoute, adminManifestsTabRoute, fulfillmentPickingRoute } from './warehouse-order-routes';

const to = (href: string): RouteObject => ({ index: true, element: <Navigate to={href} replace /> });

/** The admin area (spec 2), children of the admin layout at /admin. */
export const adminRoutes: RouteObject[] = [
  to(paths.adminWarehouse.href()),
  section('users', 'users', [
    { index: true, lazy: () => import('../features/admin/pages/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })) },
    section(':userId', 'user', [
      to('user-info'),
      { path: ':tab', lazy: () => import('../features/admin/pages/admin-user-page').then((m) => ({ Component: m.AdminUserPage })) },
    ]),
  ]),
  {
    path: 'warehouse',
    handle: { crumb: 'warehouse' },
    lazy: () => import('../features/warehouse/pages/warehouse-page').then((m) => ({ Component: m.WarehousePage })),
    children: [
      to(paths.adminWarehouse.href('inbound-shipments')),
      adminInboundRoute,
      adminFulfillmentRoute,
      adminForwardingRoute,
      {
        path: 'products',
        lazy: () => import('../features/warehouse/pages/warehouse-products-tab').then((m) => ({ Component: m.WarehouseProductsTab })),
        children: [
          { index: true, element: null },
          { path: ':productId', element: <Navigate to="inventory-change-history" replace /> },
          {
            path: ':productId/:tab',
            lazy: () => import('../features/warehouse/pages/warehouse-product-modal').then((m) => ({ Component: m.WarehouseProductModal })),
          },
        ],
      },
      {
        path: 'locations',
        lazy: () => import('../features/warehouse/locations/locations-tab').then((m) => ({ Component: m.LocationsTab })),
      },
      adminManifestsTabRoute,
    ],
  },
  adminManifestPagesRoute,
  {
    path: 'floor-metrics',
    handle: { crumb: 'floorMetrics' },
    lazy: () => import('../features/floor-metrics/pages/floor-metrics-page').then((m) => ({ Component: m.FloorMetricsPage })),
  },
  section('statements', 'adminStatements', [
    {
      index: true,
      lazy: () => import('../features/statements/pages/admin-statements-page').then((m) => ({ Component: m.AdminStatementsPage })),
    },
    {
      path: ':userId/:month',
      handle: { crumb: 'statement' },
      lazy: () => import('../features/statements/pages/admin-statement-page').then((m) => ({ Component: m.AdminStatementPage })),
    },
  ]),
  adminSupportRoute,
  webhookRoutes('admin'),
  {
    path: 'promocodes',
    handle: { crumb: 'promocodes', keepsScroll: true },
    lazy: () => import('../features/admin/pages/promo-codes-page').then((m) => ({ Component: m.PromoCodesPage })),
    children: [
      { index: true, element: null },
      {
        path: ':promocodeId',
        lazy: () => import('../features/admin/pages/promo-code-modal').then((m) => ({ Component: m.PromoCodeModal })),
      },
    ],
  },
  checkingInboundRoute,
  inboundPlacementRoute,
  fulfillmentPickingRoute,
  {
    path: 'impersonated-mode-share-link',
    handle: { crumb: 'impersonationLink' },
    lazy: () => import('../features/admin/pages/impersonation-link-page').then((m) => ({ Component: m.ImpersonationLinkPage })),
  },
];
