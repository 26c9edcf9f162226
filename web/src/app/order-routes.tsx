// The seller's order routes (spec 2): the list's tabs with the order as a modal child, create, and edit (opens at the top).
import { Navigate, type RouteObject } from 'react-router';
import { ORDER_TABS, paths } from './paths';
import { prefetching } from '../shared/api/prefetch';
import { DEFAULT_ORDER_FILTERS, orderListQuery } from '../features/orders/api/order-queries';

const form = (mode: 'create' | 'edit') => () =>
  import('../features/orders/pages/order-form-page').then((m) => ({ Component: () => <m.OrderFormPage mode={mode} /> }));

export const orderRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.ordersTab.href('all')} replace /> },
  { path: 'create', handle: { crumb: 'newOrder' }, lazy: form('create') },
  { path: ':orderId/edit', handle: { crumb: 'editOrder', opensAtTop: true }, lazy: form('edit') },
  {
    // One list over every tab (its filters survive a tab switch); tabs and the order modal keep the list's scroll.
    handle: { keepsScroll: true },
    lazy: () => import('../features/orders/pages/orders-list-page').then((m) => ({ Component: m.OrdersListPage })),
    children: ORDER_TABS.map((tab) => ({
      path: tab,
      loader: prefetching('seller', () => [orderListQuery({ ...DEFAULT_ORDER_FILTERS, tab })]),
      children: [
        { index: true, element: null },
        {
          path: ':orderId',
          lazy: () => import('../features/orders/pages/order-view-modal').then((m) => ({ Component: m.OrderViewModal })),
        },
      ],
    })),
  },
];
