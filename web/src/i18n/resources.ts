import commonEn from './en-US/common.json';
import menuEn from './en-US/menu.json';
import salesChannelsEn from './en-US/salesChannels.json';
import screensEn from './en-US/screens.json';
import commonRu from './ru-RU/common.json';
import menuRu from './ru-RU/menu.json';
import salesChannelsRu from './ru-RU/salesChannels.json';
import screensRu from './ru-RU/screens.json';

export const namespaces = ['common', 'menu', 'screens', 'salesChannels'] as const;

export const resources = {
  'en-US': { common: commonEn, menu: menuEn, screens: screensEn, salesChannels: salesChannelsEn },
  'ru-RU': { common: commonRu, menu: menuRu, screens: screensRu, salesChannels: salesChannelsRu },
} as const;
