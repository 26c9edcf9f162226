// Listings and managed stock of one product: the preview for the confirmation dialog and the two commands.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productRoutes as routes, type ChannelListingBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { productsKey } from './products-api';

export const managedStockPreviewOptions = (productId: string) => ({
  queryKey: [...productsKey, 'managed-stock-preview', productId],
  queryFn: () => apiRequest(routes.managedStockPreview, { params: { productId } }),
  staleTime: 0,
});

export const useManagedStockPreviewQuery = (productId: string, enabled: boolean) =>
  useQuery({ ...managedStockPreviewOptions(productId), enabled });

function useListingCommand<T>(productId: string, send: (input: T) => Promise<{ id: string; position: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ position }) => {
      if (position) await apiRequest(routes.get, { params: { productId }, headers: { 'X-Min-Position': position } }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}

export const useSetListingsMutation = (productId: string) =>
  useListingCommand(productId, (listings: ChannelListingBody[]) =>
    apiRequest(routes.setListings, { params: { productId }, body: { listings } }),
  );

export const useSetManagedStockMutation = (productId: string) =>
  useListingCommand(productId, (enabled: boolean) => apiRequest(routes.setManagedStock, { params: { productId }, body: { enabled } }));
