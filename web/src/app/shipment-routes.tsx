// The seller's inbound shipment routes (spec 2): the list with its modal under the shipments hub, and the wizard.
import type { RouteObject } from 'react-router';
import { paths } from './paths';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A branch whose element is a layout (`lazy`) over its children. */
export const withLayout = (lazy: Lazy, branch: RouteObject): RouteObject => ({ ...branch, lazy }) as RouteObject;

const wizard = (mode: 'create' | 'draft' | 'edit') => () =>
  import('../features/shipments/pages/inbound-wizard-page').then((m) => ({ Component: () => <m.InboundWizardPage mode={mode} /> }));

export const inboundListRoutes: RouteObject[] = [
  {
    path: 'inbound',
    handle: { crumb: 'inboundShipments', keepsScroll: true },
    lazy: () => import('../features/shipments/pages/inbound-list-page').then((m) => ({ Component: m.InboundListPage })),
    children: [
      { index: true, element: null },
      {
        path: ':shipmentId',
        lazy: () => import('../features/shipments/pages/inbound-detail-modal').then((m) => ({ Component: m.InboundDetailModal })),
      },
    ],
  },
];

export const inboundWizardRoutes: RouteObject[] = [
  { path: 'create-inbound-shipment', handle: { crumb: 'inboundShipments' }, lazy: wizard('create') },
  { path: 'edit-inbound-shipment-draft/:id', handle: { crumb: 'inboundShipments' }, lazy: wizard('draft') },
  { path: 'edit-inbound-shipment/:id', handle: { crumb: 'inboundShipments' }, lazy: wizard('edit') },
];

/** shipments/return: RETURN inbound shipments, each opening over the list. */
export const returnListRoute: RouteObject = {
  path: 'return',
  handle: { keepsScroll: true },
  lazy: () => import('../features/shipments/pages/return-list-page').then((m) => ({ Component: m.ReturnListPage })),
  children: [
    { index: true, element: null },
    {
      path: ':shipmentId',
      lazy: () =>
        import('../features/shipments/pages/inbound-detail-modal').then((m) => ({
          Component: () => <m.InboundDetailModal closeTo={paths.shipmentsReturn.href()} />,
        })),
    },
  ],
};

export const createReturnRoute: RouteObject = {
  path: 'create-return-shipment',
  handle: { crumb: 'shipments' },
  lazy: () => import('../features/shipments/pages/create-return-page').then((m) => ({ Component: m.CreateReturnPage })),
};
