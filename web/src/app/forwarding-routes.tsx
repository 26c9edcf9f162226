// Forwarding shipments: the seller's list with its create and view modals, and the warehouse tab with its modal.
import type { RouteObject } from 'react-router';

const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

/** shipments/forwarding-shipments (modal children create and {shipmentId}). */
export const forwardingListRoute: RouteObject = {
  path: 'forwarding-shipments',
  handle: { crumb: 'forwardingShipments', keepsScroll: true },
  ...page(() => import('../features/forwarding/pages/forwarding-list-page').then((m) => ({ Component: m.ForwardingListPage }))),
  children: [
    { index: true, element: null },
    {
      path: 'create',
      ...page(() => import('../features/forwarding/pages/forwarding-create-modal').then((m) => ({ Component: m.ForwardingCreateModal }))),
    },
    {
      path: ':shipmentId',
      ...page(() => import('../features/forwarding/pages/forwarding-view-modal').then((m) => ({ Component: m.ForwardingViewModal }))),
    },
  ],
};

/** admin/warehouse/forwarding-shipments (modal {shipmentId}). */
export const adminForwardingRoute: RouteObject = {
  path: 'forwarding-shipments',
  handle: { keepsScroll: true },
  ...page(() => import('../features/forwarding/pages/admin-forwarding-tab').then((m) => ({ Component: m.AdminForwardingTab }))),
  children: [
    { index: true, element: null },
    {
      path: ':shipmentId',
      ...page(() => import('../features/forwarding/pages/admin-forwarding-modal').then((m) => ({ Component: m.AdminForwardingModal }))),
    },
  ],
};
