import { Navigate, type RouteObject } from 'react-router';
import { paths, SUPPORT_KINDS } from './paths';
import { placeholder, placeholderModal, section } from './placeholders';

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
  section('warehouse', 'warehouse', [
    to(paths.adminWarehouse.href('inbound-shipments')),
    placeholder('inbound-shipments', 'warehouseInbound', { children: [placeholderModal(':shipmentId', 'shipment')] }),
    placeholder('fulfillment', 'warehouseFulfillment', { children: [placeholderModal(':fulfillmentId', 'fulfillment')] }),
    placeholder('forwarding-shipments', 'warehouseForwarding', { children: [placeholderModal(':shipmentId', 'shipment')] }),
    {
      path: 'products',
      lazy: () => import('../features/warehouse/pages/warehouse-products-tab').then((m) => ({ Component: m.WarehouseProductsTab })),
      children: [
        { index: true, element: null },
        { path: ':productId', element: <Navigate to="inventory-change-history" replace /> },
        { path: ':productId/:tab', lazy: () => import('../features/warehouse/pages/warehouse-product-modal').then((m) => ({ Component: m.WarehouseProductModal })) },
      ],
    },
    section('manifests', 'manifests', [to('active'), placeholder('active', 'manifestsActive'), placeholder('archive', 'manifestsArchive')]),
  ]),
  section('manifests', 'manifests', [
    to(paths.adminWarehouse.href('manifests')),
    placeholder('create', 'createManifest', { crumb: 'createManifest' }),
    placeholder(':manifestId/edit', 'editManifest', { crumb: 'editManifest' }),
    placeholder(':manifestId', 'manifest', { crumb: 'manifest' }),
  ]),
  section('support', 'adminSupport', [
    to(paths.adminSupport.href('user-initiated')),
    ...SUPPORT_KINDS.map((kind) =>
      placeholder(kind, kind === 'user-initiated' ? 'userInitiated' : 'systemInitiated', {
        children: [placeholderModal('new', 'newChat'), placeholderModal(':chatId', 'chat')],
      }),
    ),
  ]),
  {
    path: 'promocodes',
    handle: { crumb: 'promocodes', keepsScroll: true },
    lazy: () => import('../features/admin/pages/promo-codes-page').then((m) => ({ Component: m.PromoCodesPage })),
    children: [
      { index: true, element: null },
      { path: ':promocodeId', lazy: () => import('../features/admin/pages/promo-code-modal').then((m) => ({ Component: m.PromoCodeModal })) },
    ],
  },
  placeholder('checking-inbound-shipment/:shipmentId', 'checkingInbound', { crumb: 'warehouse' }),
  placeholder('inbound-shipment-placement/:shipmentId', 'inboundPlacement', { crumb: 'warehouse' }),
  placeholder('fulfillment-picking', 'fulfillmentPicking', { crumb: 'warehouse' }),
  {
    path: 'impersonated-mode-share-link',
    handle: { crumb: 'impersonationLink' },
    lazy: () => import('../features/admin/pages/impersonation-link-page').then((m) => ({ Component: m.ImpersonationLinkPage })),
  },
];
