import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';
import { prefetching } from '../shared/api/prefetch';
import { DEFAULT_PRODUCT_FILTERS, productsQuery } from '../features/products/api/products-api';
import { cardsQuery } from '../features/payments/api/list-cards';
import { walletQuery } from '../features/payments/api/get-wallet';
import { DEFAULT_TOP_UP_FILTERS, topUpsQuery } from '../features/payments/api/list-top-ups';
import { orderRoutes } from './order-routes';
import { section } from './section';
import { oauthReturnRoutes, salesChannelRoutes } from './sales-channel-routes';
import { forwardingListRoute } from './forwarding-routes';
import { supportRoutes } from './support-routes';
import { webhookRoutes } from './webhook-routes';
import { createReturnRoute, inboundListRoutes, inboundWizardRoutes, returnListRoute, withLayout } from './shipment-routes';

const to = (href: string): RouteObject => ({ index: true, element: <Navigate to={href} replace /> });

/** The authorized seller area (spec 2); children of the seller layout at "/". */
export const sellerRoutes: RouteObject[] = [
  // The dashboard is the order list (RequireSession sends a warehouse manager to the admin warehouse).
  to(paths.ordersTab.href('all')),
  {
    path: 'deactivated-dashboard',
    handle: { crumb: 'deactivatedDashboard' },
    lazy: () => import('../features/auth/pages/deactivated-dashboard-page').then((m) => ({ Component: m.DeactivatedDashboardPage })),
  },
  section('support', 'support', supportRoutes),
  {
    path: 'profile',
    handle: { crumb: 'profile' },
    lazy: () => import('../features/profile/pages/profile-layout').then((m) => ({ Component: m.ProfileLayout })),
    children: [
      to(paths.profileInfo.href()),
      { path: 'info', lazy: () => import('../features/profile/pages/profile-info-page').then((m) => ({ Component: m.ProfileInfoPage })) },
      {
        path: 'email-settings',
        lazy: () => import('../features/profile/pages/email-settings-page').then((m) => ({ Component: m.EmailSettingsPage })),
      },
      {
        path: 'products',
        lazy: () => import('../features/profile/pages/product-defaults-page').then((m) => ({ Component: m.ProductDefaultsPage })),
      },
      webhookRoutes('seller'),
      {
        path: 'staff-actions',
        lazy: () => import('../features/profile/pages/staff-actions-page').then((m) => ({ Component: m.StaffActionsPage })),
      },
    ],
  },
  {
    path: 'profile-request-password-reset',
    handle: { crumb: 'resetPassword' },
    lazy: () => import('../features/profile/pages/profile-request-reset-page').then((m) => ({ Component: m.ProfileRequestResetPage })),
  },
  {
    path: 'profile-password-reset',
    handle: { crumb: 'resetPassword' },
    lazy: () =>
      import('../features/auth/pages/new-password-page').then((m) => ({
        Component: () => <m.NewPasswordPage afterReset={paths.profileInfo.href()} />,
      })),
  },
  section('products', 'products', [
    {
      // Spec 2: the view and create modals keep the list's scroll position.
      handle: { keepsScroll: true },
      loader: prefetching('seller', () => [productsQuery(DEFAULT_PRODUCT_FILTERS)]),
      lazy: () => import('../features/products/pages/products-page').then((m) => ({ Component: m.ProductsPage })),
      children: [
        { index: true, element: null },
        {
          path: 'create',
          lazy: () => import('../features/products/pages/product-create-modal').then((m) => ({ Component: m.ProductCreateModal })),
        },
        {
          path: ':productId',
          lazy: () => import('../features/products/pages/product-view-modal').then((m) => ({ Component: m.ProductViewModal })),
        },
      ],
    },
    {
      path: ':productId/edit',
      handle: { crumb: 'editProduct' },
      lazy: () => import('../features/products/pages/product-edit-page').then((m) => ({ Component: m.ProductEditPage })),
    },
  ]),
  // The hub (tabs, shipping address, report) over the inbound, forwarding and return lists.
  withLayout(
    () => import('../features/shipments/pages/shipments-hub').then((m) => ({ Component: m.ShipmentsHub })),
    section('shipments', 'shipments', [to(paths.shipmentsInbound.href()), ...inboundListRoutes, forwardingListRoute, returnListRoute]),
  ),
  ...inboundWizardRoutes,
  createReturnRoute,
  section('sales-channels', 'salesChannels', salesChannelRoutes),
  ...oauthReturnRoutes,
  section('orders', 'orders', orderRoutes),
  {
    path: 'payment-information',
    handle: { crumb: 'paymentInformation' },
    loader: prefetching('seller', () => [cardsQuery()]),
    lazy: () => import('../features/payments/pages/payment-information-page').then((m) => ({ Component: m.PaymentInformationPage })),
  },
  {
    path: 'statements/:month?',
    handle: { crumb: 'statements' },
    lazy: () => import('../features/statements/pages/statement-page').then((m) => ({ Component: m.StatementPage })),
  },
  {
    // The wallet page stays mounted across its tabs (unsaved auto top-up settings survive a tab switch).
    path: 'wallet',
    handle: { crumb: 'wallet', keepsScroll: true },
    lazy: () => import('../features/payments/pages/wallet-page').then((m) => ({ Component: m.WalletPage })),
    children: [
      to(paths.walletTab.href('topups')),
      { path: 'topups', element: null, loader: prefetching('seller', () => [walletQuery(), topUpsQuery(DEFAULT_TOP_UP_FILTERS)]) },
      { path: 'spendings', element: null },
    ],
  },
  {
    path: 'subscription',
    handle: { crumb: 'subscription' },
    lazy: () => import('../features/subscription/pages/subscription-page').then((m) => ({ Component: m.SubscriptionPage })),
  },
  section('subscription-change', 'subscription', [
    {
      index: true,
      handle: { crumb: 'choosePlan' },
      lazy: () => import('../features/subscription/pages/choose-plan-page').then((m) => ({ Component: m.ChoosePlanPage })),
    },
  ]),
  {
    path: 'add-yookassa-card',
    handle: { crumb: 'paymentInformation' },
    lazy: () => import('../features/payments/pages/add-yookassa-card-page').then((m) => ({ Component: m.AddYookassaCardPage })),
  },
  {
    path: 'insights',
    handle: { crumb: 'insights' },
    lazy: () => import('../features/insights/pages/insights-page').then((m) => ({ Component: m.InsightsPage })),
  },
  {
    path: 'test-table',
    handle: { crumb: 'testTable' },
    lazy: () => import('../features/showcase/pages/table-showcase-page').then((m) => ({ Component: m.TableShowcasePage })),
  },
  {
    path: 'test-page',
    handle: { crumb: 'testPage' },
    lazy: () => import('../features/showcase/pages/page-showcase-page').then((m) => ({ Component: m.PageShowcasePage })),
  },
];
