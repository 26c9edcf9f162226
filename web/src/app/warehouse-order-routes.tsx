// Orders at the warehouse: the fulfillment tab with its order modal, picking and packing by scan, and manifests.
import { Navigate, type RouteObject } from 'react-router';

/** admin/warehouse/fulfillment (modal {fulfillmentId}: the order's id). */
export const adminFulfillmentRoute: RouteObject = {
  path: 'fulfillment',
  handle: { keepsScroll: true },
  lazy: () => import('../features/warehouse/pages/fulfillment-tab').then((m) => ({ Component: m.FulfillmentTab })),
  children: [
    { index: true, element: null },
    {
      path: ':fulfillmentId',
      lazy: () => import('../features/warehouse/pages/fulfillment-modal').then((m) => ({ Component: m.FulfillmentModal })),
    },
  ],
};

/** admin/fulfillment-picking: picking and packing by scan. */
export const fulfillmentPickingRoute: RouteObject = {
  path: 'fulfillment-picking',
  handle: { crumb: 'warehouse' },
  lazy: () => import('../features/warehouse/pages/fulfillment-picking-page').then((m) => ({ Component: m.FulfillmentPickingPage })),
};

/** admin/warehouse/manifests/{active|archive}. */
export const adminManifestsTabRoute: RouteObject = {
  path: 'manifests',
  handle: { crumb: 'manifests' },
  children: [
    { index: true, element: <Navigate to="active" replace /> },
    ...['active', 'archive'].map((path) => ({
      path,
      lazy: () => import('../features/warehouse/manifests/manifests-tab').then((m) => ({ Component: m.ManifestsTab })),
    })),
  ],
};

/** admin/manifests/create, admin/manifests/{manifestId}/edit, admin/manifests/{manifestId}. */
export const adminManifestPagesRoute: RouteObject = {
  path: 'manifests',
  handle: { crumb: 'manifests' },
  children: [
    { index: true, element: <Navigate to="/admin/warehouse/manifests" replace /> },
    {
      path: 'create',
      handle: { crumb: 'createManifest' },
      lazy: () => import('../features/warehouse/pages/manifest-create-page').then((m) => ({ Component: m.ManifestCreatePage })),
    },
    {
      path: ':manifestId/edit',
      handle: { crumb: 'editManifest' },
      lazy: () => import('../features/warehouse/pages/manifest-edit-page').then((m) => ({ Component: m.ManifestEditPage })),
    },
    {
      path: ':manifestId',
      handle: { crumb: 'manifest' },
      lazy: () => import('../features/warehouse/pages/manifest-page').then((m) => ({ Component: m.ManifestPage })),
    },
  ],
};
