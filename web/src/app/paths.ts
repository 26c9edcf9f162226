// Every route of the spec (section 2) in one place: its path, href() and who may open it.
import type { resources } from '../i18n/resources';

export type ScreenKey = keyof (typeof resources)['en-US']['screens'];

/** guest: the unauthorized pages; seller: the authorized area; admin: WAREHOUSE_MANAGER and STAFF. */
export type Access = 'guest' | 'seller' | 'admin';

export interface RouteInfo {
  path: string;
  screen: ScreenKey;
  access: Access;
  /** A blocked user may open it (spec 2, routing rules). */
  blockedAllowed?: boolean;
}

const route = <A extends Access>(path: string, screen: ScreenKey, access: A, blockedAllowed = false): RouteInfo & { access: A } => ({
  path,
  screen,
  access,
  blockedAllowed,
});

export const ORDER_TABS = ['action-required', 'processing', 'completed', 'cancelled', 'all'] as const;
export const CHANNELS = ['ebay', 'amazon', 'etsy', 'shopify', 'walmart'] as const;
export const USER_TABS = ['user-info', 'wallet', 'subscription', 'sales-channels', 'products'] as const;
export const WAREHOUSE_TABS = ['inbound-shipments', 'fulfillment', 'forwarding-shipments', 'products', 'manifests', 'locations'] as const;
export const SUPPORT_KINDS = ['user-initiated', 'system-initiated'] as const;

export const paths = {
  dashboard: { ...route('/', 'dashboard', 'seller'), href: () => '/' },
  deactivatedDashboard: {
    ...route('/deactivated-dashboard', 'deactivatedDashboard', 'seller', true),
    href: () => '/deactivated-dashboard',
  },
  support: { ...route('/support', 'support', 'seller', true), href: () => '/support' },
  supportNewChat: { ...route('/support/new-chat', 'newChat', 'seller', true), href: () => '/support/new-chat' },
  supportChat: { ...route('/support/:chatId', 'chat', 'seller', true), href: (chatId: string) => `/support/${chatId}` },
  profile: { ...route('/profile', 'profile', 'seller'), href: () => '/profile' },
  profileInfo: { ...route('/profile/info', 'profileInfo', 'seller'), href: () => '/profile/info' },
  profileEmailSettings: { ...route('/profile/email-settings', 'emailSettings', 'seller'), href: () => '/profile/email-settings' },
  profileProducts: { ...route('/profile/products', 'profileProducts', 'seller'), href: () => '/profile/products' },
  profileWebhooks: { ...route('/profile/webhooks', 'webhooks', 'seller'), href: () => '/profile/webhooks' },
  profileStaffActions: { ...route('/profile/staff-actions', 'staffActions', 'seller'), href: () => '/profile/staff-actions' },
  profileWebhook: {
    ...route('/profile/webhooks/:webhookId', 'webhook', 'seller'),
    href: (id: string) => `/profile/webhooks/${id}`,
  },
  profileRequestPasswordReset: {
    ...route('/profile-request-password-reset', 'requestPasswordReset', 'seller'),
    href: () => '/profile-request-password-reset',
  },
  profilePasswordReset: { ...route('/profile-password-reset', 'resetPassword', 'seller'), href: () => '/profile-password-reset' },
  products: { ...route('/products', 'products', 'seller'), href: () => '/products' },
  productCreate: { ...route('create', 'createProduct', 'seller'), href: () => '/products/create' },
  productView: { ...route(':productId', 'product', 'seller'), href: (id: string) => `/products/${id}` },
  productEdit: { ...route('/products/:productId/edit', 'editProduct', 'seller'), href: (id: string) => `/products/${id}/edit` },
  shipments: { ...route('/shipments', 'shipments', 'seller'), href: () => '/shipments' },
  shipmentsInbound: { ...route('/shipments/inbound', 'inboundShipments', 'seller'), href: () => '/shipments/inbound' },
  shipmentsForwarding: {
    ...route('/shipments/forwarding-shipments', 'forwardingShipments', 'seller'),
    href: () => '/shipments/forwarding-shipments',
  },
  shipmentsReturn: { ...route('/shipments/return', 'returnShipments', 'seller'), href: () => '/shipments/return' },
  createInboundShipment: {
    ...route('/create-inbound-shipment', 'createInboundShipment', 'seller'),
    href: () => '/create-inbound-shipment',
  },
  editInboundShipmentDraft: {
    ...route('/edit-inbound-shipment-draft/:id', 'editInboundShipmentDraft', 'seller'),
    href: (id: string) => `/edit-inbound-shipment-draft/${id}`,
  },
  editInboundShipment: {
    ...route('/edit-inbound-shipment/:id', 'editInboundShipment', 'seller'),
    href: (id: string) => `/edit-inbound-shipment/${id}`,
  },
  createReturnShipment: { ...route('/create-return-shipment', 'createReturnShipment', 'seller'), href: () => '/create-return-shipment' },
  salesChannels: { ...route('/sales-channels', 'salesChannels', 'seller', true), href: () => '/sales-channels' },
  connectChannel: {
    ...route('/sales-channels/connect-:channel', 'connectChannel', 'seller', true),
    href: (channel: (typeof CHANNELS)[number]) => `/sales-channels/connect-${channel}`,
  },
  channelDrift: {
    ...route('/sales-channels/:channelId/drift', 'channelDrift', 'seller'),
    href: (channelId: string) => `/sales-channels/${channelId}/drift`,
  },
  ebaySuccess: {
    ...route('/marketplaces/ebay/new/success', 'ebayConnected', 'seller', true),
    href: () => '/marketplaces/ebay/new/success',
  },
  ebayFailure: {
    ...route('/marketplaces/ebay/new/failure', 'ebayConnectFailed', 'seller', true),
    href: () => '/marketplaces/ebay/new/failure',
  },
  etsyOauthReturn: {
    ...route('/sales_channel/connect/oauth_return/etsy', 'etsyReturn', 'seller', true),
    href: () => '/sales_channel/connect/oauth_return/etsy',
  },
  orders: { ...route('/orders', 'orders', 'seller'), href: () => '/orders' },
  ordersTab: { ...route('/orders/:tab', 'orders', 'seller'), href: (tab: (typeof ORDER_TABS)[number] = 'all') => `/orders/${tab}` },
  orderView: { ...route(':orderId', 'order', 'seller'), href: (tab: string, id: string) => `/orders/${tab}/${id}` },
  orderCreate: { ...route('/orders/create', 'newOrder', 'seller'), href: () => '/orders/create' },
  orderEdit: { ...route('/orders/:orderId/edit', 'editOrder', 'seller'), href: (id: string) => `/orders/${id}/edit` },
  paymentInformation: { ...route('/payment-information', 'paymentInformation', 'seller', true), href: () => '/payment-information' },
  wallet: { ...route('/wallet', 'wallet', 'seller'), href: () => '/wallet' },
  walletTab: { ...route('/wallet/:tab', 'wallet', 'seller'), href: (tab: 'topups' | 'spendings' = 'topups') => `/wallet/${tab}` },
  statement: {
    ...route('/statements/:month?', 'statements', 'seller'),
    href: (month?: string) => (month ? `/statements/${month}` : '/statements'),
  },
  subscription: { ...route('/subscription', 'subscription', 'seller'), href: () => '/subscription' },
  subscriptionChange: { ...route('/subscription-change', 'choosePlan', 'seller'), href: () => '/subscription-change' },
  addYookassaCard: { ...route('/add-yookassa-card', 'addYookassaCard', 'seller', true), href: () => '/add-yookassa-card' },
  insights: { ...route('/insights', 'insights', 'seller'), href: () => '/insights' },
  testTable: { ...route('/test-table', 'testTable', 'seller'), href: () => '/test-table' },
  testPage: { ...route('/test-page', 'testPage', 'seller'), href: () => '/test-page' },

  admin: { ...route('/admin', 'admin', 'admin', true), href: () => '/admin' },
  adminUsers: { ...route('/admin/users', 'users', 'admin', true), href: () => '/admin/users' },
  adminUser: {
    ...route('/admin/users/:userId/:tab?', 'user', 'admin', true),
    href: (id: string, tab: (typeof USER_TABS)[number] = 'user-info') => `/admin/users/${id}/${tab}`,
  },
  adminWarehouse: {
    ...route('/admin/warehouse/:tab', 'warehouse', 'admin', true),
    href: (tab: (typeof WAREHOUSE_TABS)[number] = 'inbound-shipments') => `/admin/warehouse/${tab}`,
  },
  adminManifestCreate: { ...route('/admin/manifests/create', 'createManifest', 'admin', true), href: () => '/admin/manifests/create' },
  adminManifestEdit: {
    ...route('/admin/manifests/:manifestId/edit', 'editManifest', 'admin', true),
    href: (id: string) => `/admin/manifests/${id}/edit`,
  },
  adminManifest: { ...route('/admin/manifests/:manifestId', 'manifest', 'admin', true), href: (id: string) => `/admin/manifests/${id}` },
  adminSupport: {
    ...route('/admin/support/:kind', 'adminSupport', 'admin', true),
    href: (kind: (typeof SUPPORT_KINDS)[number] = 'user-initiated') => `/admin/support/${kind}`,
  },
  adminWebhooks: { ...route('/admin/webhooks', 'webhooks', 'admin', true), href: () => '/admin/webhooks' },
  adminWebhook: { ...route('/admin/webhooks/:webhookId', 'webhook', 'admin', true), href: (id: string) => `/admin/webhooks/${id}` },
  adminPromocodes: { ...route('/admin/promocodes', 'promocodes', 'admin', true), href: () => '/admin/promocodes' },
  adminFloorMetrics: { ...route('/admin/floor-metrics', 'floorMetrics', 'admin', true), href: () => '/admin/floor-metrics' },
  adminStatements: { ...route('/admin/statements', 'adminStatements', 'admin', true), href: () => '/admin/statements' },
  adminStatement: {
    ...route('/admin/statements/:userId/:month', 'statement', 'admin', true),
    href: (userId: string, month: string) => `/admin/statements/${userId}/${month}`,
  },
  adminPromocode: { ...route(':promocodeId', 'promocode', 'admin', true), href: (id: string) => `/admin/promocodes/${id}` },
  adminCheckingInbound: {
    ...route('/admin/checking-inbound-shipment/:shipmentId', 'checkingInbound', 'admin', true),
    href: (id: string) => `/admin/checking-inbound-shipment/${id}`,
  },
  adminInboundPlacement: {
    ...route('/admin/inbound-shipment-placement/:shipmentId', 'inboundPlacement', 'admin', true),
    href: (id: string) => `/admin/inbound-shipment-placement/${id}`,
  },
  adminFulfillmentPicking: {
    ...route('/admin/fulfillment-picking', 'fulfillmentPicking', 'admin', true),
    href: () => '/admin/fulfillment-picking',
  },
  adminImpersonationLink: {
    ...route('/admin/impersonated-mode-share-link', 'impersonationLink', 'admin', true),
    href: () => '/admin/impersonated-mode-share-link',
  },

  login: {
    ...route('/login', 'login', 'guest', true),
    href: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  registration: { ...route('/registration', 'registration', 'guest'), href: () => '/registration' },
  registrationConfirmEmail: { ...route('/registration-confirm-email', 'confirmEmail', 'guest'), href: () => '/registration-confirm-email' },
  requestPasswordReset: { ...route('/request-password-reset', 'requestPasswordReset', 'guest'), href: () => '/request-password-reset' },
  resetPassword: { ...route('/reset_password', 'newPassword', 'guest'), href: () => '/reset_password' },
  googleCallback: { ...route('/google/login/callback', 'googleCallback', 'guest'), href: () => '/google/login/callback' },
} as const;

/** The part of a route's path before its first parameter. */
const staticPart = (path: string) => path.split(':')[0];

/** Where a blocked user may still go: every top-level route marked blockedAllowed, with what lies under it. */
export const blockedAllowedRoutes: readonly RouteInfo[] = Object.values(paths).filter((r) => r.blockedAllowed && r.path.startsWith('/'));

/** Spec 2: a blocked user reaches a pathname only under a blockedAllowed route (`/support/42` under `/support/:chatId`). */
export function isOpenToBlocked(pathname: string): boolean {
  return blockedAllowedRoutes.some(({ path }) => {
    const start = staticPart(path);
    return start === path
      ? pathname === path || pathname.startsWith(`${path}/`)
      : pathname.startsWith(start) && pathname.length > start.length;
  });
}

/** Old addresses that still work (spec 2, legacy redirects). */
export const legacyRedirects: Record<string, string> = {
  '/stripe_card_setup': paths.paymentInformation.href(),
  '/yookassa_card_setup': paths.paymentInformation.href(),
  '/stripe_payment': paths.wallet.href(),
  '/yookassa_payment': paths.wallet.href(),
};
