import { queryOptions, useQuery } from '@tanstack/react-query';
import { productRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** One of the seller's products, for a wizard opened with it (a reorder alert's draft); '' asks nothing. */
export const ownProductQuery = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'detail', productId],
    queryFn: () => apiRequest(productRoutes.get, { params: { productId } }),
    enabled: productId !== '',
  });

export const useOwnProductQuery = (productId: string) => useQuery(ownProductQuery(productId));
