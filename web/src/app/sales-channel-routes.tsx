// The seller's sales channel routes (spec 2): the list, a connect page per marketplace, the drift view, and the pages
// eBay and Etsy send the seller back to.
import type { RouteObject } from 'react-router';
import { CHANNELS } from './paths';

const returnPage = (marketplace: 'EBAY' | 'ETSY') => () =>
  import('../features/sales-channels/pages/oauth-return-page').then((m) => ({
    Component: () => <m.OAuthReturnPage marketplace={marketplace} />,
  }));

/** Children of sales-channels. */
export const salesChannelRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/sales-channels/sales-channels-page').then((m) => ({ Component: m.SalesChannelsPage })) },
  ...CHANNELS.map((channel): RouteObject => ({
    path: `connect-${channel}`,
    lazy: () =>
      import('../features/sales-channels/pages/connect-channel-page').then((m) => ({
        Component: () => <m.ConnectChannelPage slug={channel} />,
      })),
  })),
  {
    path: ':channelId/drift',
    handle: { crumb: 'channelDrift' },
    lazy: () => import('../features/sales-channels/pages/channel-drift-page').then((m) => ({ Component: m.ChannelDriftPage })),
  },
];

export const oauthReturnRoutes: RouteObject[] = [
  { path: 'marketplaces/ebay/new/success', handle: { crumb: 'ebayConnected' }, lazy: returnPage('EBAY') },
  {
    path: 'marketplaces/ebay/new/failure',
    handle: { crumb: 'ebayConnectFailed' },
    lazy: () =>
      import('../features/sales-channels/pages/oauth-return-page').then((m) => ({
        Component: () => <m.OAuthDeclined marketplace="EBAY" />,
      })),
  },
  { path: 'sales_channel/connect/oauth_return/etsy', handle: { crumb: 'etsyReturn' }, lazy: returnPage('ETSY') },
];
