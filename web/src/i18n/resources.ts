import adminEn from './en-US/admin.json';
import authEn from './en-US/auth.json';
import commonEn from './en-US/common.json';
import productsEn from './en-US/products.json';
import warehouseEn from './en-US/warehouse.json';
import warehouseInboundEn from './en-US/warehouseInbound.json';
import locationsEn from './en-US/locations.json';
import paymentsEn from './en-US/payments.json';
import profileEn from './en-US/profile.json';
import menuEn from './en-US/menu.json';
import salesChannelsEn from './en-US/salesChannels.json';
import screensEn from './en-US/screens.json';
import showcaseEn from './en-US/showcase.json';
import subscriptionEn from './en-US/subscription.json';
import forwardingEn from './en-US/forwarding.json';
import shipmentsEn from './en-US/shipments.json';
import ordersEn from './en-US/orders.json';
import orderTimelineEn from './en-US/orderTimeline.json';
import warehouseOrdersEn from './en-US/warehouseOrders.json';
import manifestsEn from './en-US/manifests.json';
import adminSupportEn from './en-US/adminSupport.json';
import supportEn from './en-US/support.json';
import webhooksEn from './en-US/webhooks.json';
import statementsEn from './en-US/statements.json';
import floorMetricsEn from './en-US/floorMetrics.json';
import insightsEn from './en-US/insights.json';
import adminRu from './ru-RU/admin.json';
import authRu from './ru-RU/auth.json';
import commonRu from './ru-RU/common.json';
import productsRu from './ru-RU/products.json';
import warehouseRu from './ru-RU/warehouse.json';
import warehouseInboundRu from './ru-RU/warehouseInbound.json';
import locationsRu from './ru-RU/locations.json';
import paymentsRu from './ru-RU/payments.json';
import profileRu from './ru-RU/profile.json';
import menuRu from './ru-RU/menu.json';
import salesChannelsRu from './ru-RU/salesChannels.json';
import screensRu from './ru-RU/screens.json';
import showcaseRu from './ru-RU/showcase.json';
import subscriptionRu from './ru-RU/subscription.json';
import forwardingRu from './ru-RU/forwarding.json';
import shipmentsRu from './ru-RU/shipments.json';
import ordersRu from './ru-RU/orders.json';
import orderTimelineRu from './ru-RU/orderTimeline.json';
import warehouseOrdersRu from './ru-RU/warehouseOrders.json';
import manifestsRu from './ru-RU/manifests.json';
import adminSupportRu from './ru-RU/adminSupport.json';
import supportRu from './ru-RU/support.json';
import webhooksRu from './ru-RU/webhooks.json';
import statementsRu from './ru-RU/statements.json';
import floorMetricsRu from './ru-RU/floorMetrics.json';
import insightsRu from './ru-RU/insights.json';

export const namespaces = [
  'common',
  'menu',
  'screens',
  'salesChannels',
  'auth',
  'profile',
  'admin',
  'products',
  'warehouse',
  'warehouseInbound',
  'locations',
  'subscription',
  'forwarding',
  'payments',
  'showcase',
  'shipments',
  'orderTimeline',
  'warehouseOrders',
  'manifests',
  'support',
  'orders',
  'adminSupport',
  'webhooks',
  'statements',
  'floorMetrics',
  'insights',
] as const;

export const resources = {
  'en-US': {
    common: commonEn,
    menu: menuEn,
    screens: screensEn,
    salesChannels: salesChannelsEn,
    auth: authEn,
    profile: profileEn,
    admin: adminEn,
    products: productsEn,
    warehouse: warehouseEn,
    warehouseInbound: warehouseInboundEn,
    locations: locationsEn,
    subscription: subscriptionEn,
    forwarding: forwardingEn,
    payments: paymentsEn,
    showcase: showcaseEn,
    shipments: shipmentsEn,
    orders: ordersEn,
    orderTimeline: orderTimelineEn,
    warehouseOrders: warehouseOrdersEn,
    manifests: manifestsEn,
    adminSupport: adminSupportEn,
    support: supportEn,
    webhooks: webhooksEn,
    statements: statementsEn,
    floorMetrics: floorMetricsEn,
    insights: insightsEn,
  },
  'ru-RU': {
    common: commonRu,
    menu: menuRu,
    screens: screensRu,
    salesChannels: salesChannelsRu,
    auth: authRu,
    profile: profileRu,
    admin: adminRu,
    products: productsRu,
    warehouse: warehouseRu,
    warehouseInbound: warehouseInboundRu,
    locations: locationsRu,
    subscription: subscriptionRu,
    forwarding: forwardingRu,
    payments: paymentsRu,
    showcase: showcaseRu,
    shipments: shipmentsRu,
    orders: ordersRu,
    orderTimeline: orderTimelineRu,
    warehouseOrders: warehouseOrdersRu,
    manifests: manifestsRu,
    adminSupport: adminSupportRu,
    support: supportRu,
    webhooks: webhooksRu,
    statements: statementsRu,
    floorMetrics: floorMetricsRu,
    insights: insightsRu,
  },
} as const;
