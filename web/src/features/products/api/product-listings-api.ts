// Listings and managed stock of one product: the preview for the confirmation dialog and the two commands.
import { useQuery } from '@tanstack/react-query';
import { productRoutes as routes, type ChannelListingBody, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';
import { productsKey } from './products-api';

export const managedStockPreviewOptions = (productId: string) => ({
  queryKey: [...productsKey, 'managed-stock-preview', productId],
  queryFn: () => apiRequest(routes.managedStockPreview, { params: { productId } }),
  staleTime: 0,
});

export const useManagedStockPreviewQuery = (productId: string, enabled: boolean) =>
  useQuery({ ...managedStockPreviewOptions(productId), enabled });

const useListingCommand = <T>(productId: string, send: (input: T) => Promise<CommandResult>) =>
  useCommandMutation({
    send,
    waitFor: (position) => apiRequest(routes.get, { params: { productId }, headers: minPositionHeaders(position) }),
    invalidate: productsKey,
  });

export const useSetListingsMutation = (productId: string) =>
  useListingCommand(productId, (listings: ChannelListingBody[]) =>
    apiRequest(routes.setListings, { params: { productId }, body: { listings } }),
  );

export const useSetManagedStockMutation = (productId: string) =>
  useListingCommand(productId, (enabled: boolean) => apiRequest(routes.setManagedStock, { params: { productId }, body: { enabled } }));
