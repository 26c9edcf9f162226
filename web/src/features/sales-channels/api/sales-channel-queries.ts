// The seller's sales channels, one channel, and one channel's drift page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  devMarketplaceSandboxRoutes,
  salesChannelRoutes as routes,
  type QueryOf,
  type SalesChannelMarketplace,
} from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { salesChannelsKey } from './sales-channels-keys';

export type SalesChannelFilters = QueryOf<typeof routes.list>;
export type DriftFilters = QueryOf<typeof routes.drift>;

export const useSalesChannelsQuery = (filters: SalesChannelFilters) =>
  useQuery({
    queryKey: [...salesChannelsKey, 'list', filters],
    queryFn: () => apiRequest(routes.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useSalesChannelQuery = (channelId: string) =>
  useQuery({
    queryKey: [...salesChannelsKey, 'one', channelId],
    queryFn: () => apiRequest(routes.get, { params: { channelId } }),
    enabled: Boolean(channelId),
  });

export const useDriftQuery = (channelId: string, filters: DriftFilters) =>
  useQuery({
    queryKey: [...salesChannelsKey, 'drift', channelId, filters],
    queryFn: () => apiRequest(routes.drift, { params: { channelId }, query: { ...filters } }),
    placeholderData: keepPreviousData,
    // A listing is one product on this channel: its product id keys the row.
    select: (page) => ({ ...page, items: page.items.map((row) => ({ ...row, id: row.productId })) }),
  });

type SandboxStores = Partial<Record<SalesChannelMarketplace, Record<string, string>>>;

/** The embedded start's sandbox stores; none in production (the dev route answers 404 there: no sandbox, no retry). */
export const useSandboxStoresQuery = () =>
  useQuery({
    queryKey: [...salesChannelsKey, 'sandbox-stores'],
    queryFn: async (): Promise<SandboxStores> => (await apiRequest(devMarketplaceSandboxRoutes.stores).catch(() => null))?.stores ?? {},
    staleTime: Infinity,
  });
