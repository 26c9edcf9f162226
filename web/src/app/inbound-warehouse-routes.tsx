// Inbound shipments at the warehouse: the tab with its shipment modal, check-in by scanning and placement into bins.
import type { RouteObject } from 'react-router';
import { prefetching } from '../shared/api/prefetch';
import { adminInboundListQuery, DEFAULT_ADMIN_INBOUND_FILTERS } from '../features/warehouse/api/admin-inbound-api';

/** admin/warehouse/inbound-shipments (modal {shipmentId}). */
export const adminInboundRoute: RouteObject = {
  path: 'inbound-shipments',
  handle: { keepsScroll: true },
  loader: prefetching('admin', () => [adminInboundListQuery(DEFAULT_ADMIN_INBOUND_FILTERS)]),
  lazy: () => import('../features/warehouse/pages/inbound-shipments-tab').then((m) => ({ Component: m.InboundShipmentsTab })),
  children: [
    { index: true, element: null },
    {
      path: ':shipmentId',
      lazy: () => import('../features/warehouse/pages/inbound-shipment-modal').then((m) => ({ Component: m.InboundShipmentModal })),
    },
  ],
};

/** admin/checking-inbound-shipment/{shipmentId}. */
export const checkingInboundRoute: RouteObject = {
  path: 'checking-inbound-shipment/:shipmentId',
  handle: { crumb: 'warehouse' },
  lazy: () => import('../features/warehouse/pages/checking-inbound-page').then((m) => ({ Component: m.CheckingInboundPage })),
};

/** admin/inbound-shipment-placement/{shipmentId}. */
export const inboundPlacementRoute: RouteObject = {
  path: 'inbound-shipment-placement/:shipmentId',
  handle: { crumb: 'warehouse' },
  lazy: () => import('../features/warehouse/pages/inbound-placement-page').then((m) => ({ Component: m.InboundPlacementPage })),
};
