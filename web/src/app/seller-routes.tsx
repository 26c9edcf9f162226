import { Navigate, type RouteObject } from 'react-router';
import { CHANNELS, ORDER_TABS, paths, type ScreenKey } from './paths';
import { placeholder, placeholderModal, section } from './placeholders';

const to = (href: string): RouteObject => ({ index: true, element: <Navigate to={href} replace /> });

const orderTabScreens: Record<(typeof ORDER_TABS)[number], ScreenKey> = {
  'action-required': 'ordersActionRequired',
  processing: 'ordersProcessing',
  completed: 'ordersCompleted',
  cancelled: 'ordersCancelled',
  all: 'ordersAll',
};

/** The authorized seller area (spec 2); children of the seller layout at "/". */
export const sellerRoutes: RouteObject[] = [
  // The dashboard is the order list (a warehouse manager goes to the admin warehouse once roles exist).
  to(paths.ordersTab.href('all')),
  {
    path: 'deactivated-dashboard',
    lazy: () => import('../features/auth/pages/deactivated-dashboard-page').then((m) => ({ Component: m.DeactivatedDashboardPage })),
  },
  section('support', 'support', [to(paths.supportNewChat.href()), placeholder('new-chat', 'newChat'), placeholder(':chatId', 'chat')]),
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
      placeholder('products', 'profileProducts'),
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
      lazy: () => import('../features/products/pages/products-page').then((m) => ({ Component: m.ProductsPage })),
      children: [
        { index: true, element: null },
        { path: 'create', lazy: () => import('../features/products/pages/product-create-modal').then((m) => ({ Component: m.ProductCreateModal })) },
        { path: ':productId', lazy: () => import('../features/products/pages/product-view-modal').then((m) => ({ Component: m.ProductViewModal })) },
      ],
    },
    { path: ':productId/edit', handle: { crumb: 'editProduct' }, lazy: () => import('../features/products/pages/product-edit-page').then((m) => ({ Component: m.ProductEditPage })) },
  ]),
  section('shipments', 'shipments', [
    to(paths.shipmentsInbound.href()),
    placeholder('inbound', 'inboundShipments', { crumb: 'inboundShipments', children: [placeholderModal(':shipmentId', 'shipment')] }),
    placeholder('forwarding-shipments', 'forwardingShipments', {
      crumb: 'forwardingShipments',
      children: [placeholderModal(':shipmentId', 'shipment')],
    }),
    placeholder('return', 'returnShipments', { children: [placeholderModal(':shipmentId', 'shipment')] }),
  ]),
  placeholder('create-inbound-shipment', 'createInboundShipment', { crumb: 'inboundShipments' }),
  placeholder('edit-inbound-shipment-draft/:id', 'editInboundShipmentDraft', { crumb: 'inboundShipments' }),
  placeholder('edit-inbound-shipment/:id', 'editInboundShipment', { crumb: 'inboundShipments' }),
  placeholder('create-return-shipment', 'createReturnShipment', { crumb: 'shipments' }),
  section('sales-channels', 'salesChannels', [
    { index: true, lazy: () => import('../features/sales-channels/sales-channels-page').then((m) => ({ Component: m.SalesChannelsPage })) },
    ...CHANNELS.map((channel) => placeholder(`connect-${channel}`, 'connectChannel')),
  ]),
  placeholder('marketplaces/ebay/new/success', 'ebayConnected', { crumb: 'salesChannels' }),
  placeholder('marketplaces/ebay/new/failure', 'ebayConnectFailed', { crumb: 'salesChannels' }),
  placeholder('sales_channel/connect/oauth_return/etsy', 'etsyReturn', { crumb: 'salesChannels' }),
  section('orders', 'orders', [
    to(paths.ordersTab.href('all')),
    placeholder('create', 'newOrder', { crumb: 'newOrder' }),
    placeholder(':orderId/edit', 'editOrder', { crumb: 'editOrder', opensAtTop: true }),
    ...ORDER_TABS.map((tab) => placeholder(tab, orderTabScreens[tab], { children: [placeholderModal(':orderId', 'order')] })),
  ]),
  {
    path: 'payment-information',
    handle: { crumb: 'paymentInformation' },
    lazy: () => import('../features/payments/pages/payment-information-page').then((m) => ({ Component: m.PaymentInformationPage })),
  },
  {
    // The wallet page stays mounted across its tabs (unsaved auto top-up settings survive a tab switch).
    path: 'wallet',
    handle: { crumb: 'wallet', keepsScroll: true },
    lazy: () => import('../features/payments/pages/wallet-page').then((m) => ({ Component: m.WalletPage })),
    children: [to(paths.walletTab.href('topups')), { path: 'topups', element: null }, { path: 'spendings', element: null }],
  },
  {
    path: 'subscription',
    handle: { crumb: 'subscription' },
    lazy: () => import('../features/subscription/pages/subscription-page').then((m) => ({ Component: m.SubscriptionPage })),
  },
  section('subscription-change', 'subscription', [
    { index: true, handle: { crumb: 'choosePlan' }, lazy: () => import('../features/subscription/pages/choose-plan-page').then((m) => ({ Component: m.ChoosePlanPage })) },
  ]),
  {
    path: 'add-yookassa-card',
    handle: { crumb: 'paymentInformation' },
    lazy: () => import('../features/payments/pages/add-yookassa-card-page').then((m) => ({ Component: m.AddYookassaCardPage })),
  },
  placeholder('test-table', 'testTable'),
  placeholder('test-page', 'testPage'),
];
