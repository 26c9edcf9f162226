import adminEn from './en-US/admin.json';
import authEn from './en-US/auth.json';
import commonEn from './en-US/common.json';
import productsEn from './en-US/products.json';
import warehouseEn from './en-US/warehouse.json';
import paymentsEn from './en-US/payments.json';
import profileEn from './en-US/profile.json';
import menuEn from './en-US/menu.json';
import salesChannelsEn from './en-US/salesChannels.json';
import screensEn from './en-US/screens.json';
import subscriptionEn from './en-US/subscription.json';
import adminRu from './ru-RU/admin.json';
import authRu from './ru-RU/auth.json';
import commonRu from './ru-RU/common.json';
import productsRu from './ru-RU/products.json';
import warehouseRu from './ru-RU/warehouse.json';
import paymentsRu from './ru-RU/payments.json';
import profileRu from './ru-RU/profile.json';
import menuRu from './ru-RU/menu.json';
import salesChannelsRu from './ru-RU/salesChannels.json';
import screensRu from './ru-RU/screens.json';
import subscriptionRu from './ru-RU/subscription.json';

export const namespaces = ['common', 'menu', 'screens', 'salesChannels', 'auth', 'profile', 'admin', 'products', 'warehouse', 'subscription', 'payments'] as const;

export const resources = {
  'en-US': { common: commonEn, menu: menuEn, screens: screensEn, salesChannels: salesChannelsEn, auth: authEn, profile: profileEn, admin: adminEn, products: productsEn, warehouse: warehouseEn, subscription: subscriptionEn, payments: paymentsEn },
  'ru-RU': { common: commonRu, menu: menuRu, screens: screensRu, salesChannels: salesChannelsRu, auth: authRu, profile: profileRu, admin: adminRu, products: productsRu, warehouse: warehouseRu, subscription: subscriptionRu, payments: paymentsRu },
} as const;
