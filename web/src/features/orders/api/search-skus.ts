// GET /products?search=: the seller's products a typed SKU may mean, for the order line's SKU suggestions.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const skuSuggestionsKey = (search: string) => ['orders', 'sku-suggestions', search] as const;

export const useSkuSuggestionsQuery = (search: string) =>
  useQuery({
    queryKey: skuSuggestionsKey(search),
    queryFn: () => apiRequest(productRoutes.list, { query: { search: search || undefined, page: 1, pageSize: 10, sort: 'sku' } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
