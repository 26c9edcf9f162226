import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** The seller's products matching a search (title, SKU or barcode), the first 20 by SKU: the Insights product picker. */
export const searchOwnProductsQuery = (search: string) =>
  queryOptions({
    queryKey: ['insights', 'products', search],
    queryFn: () => apiRequest(productRoutes.list, { query: { search: search || undefined, page: 1, pageSize: 20, sort: 'sku' } }),
    placeholderData: keepPreviousData,
  });

export const useSearchOwnProductsQuery = (search: string) => useQuery(searchOwnProductsQuery(search));
