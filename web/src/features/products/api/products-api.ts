import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  productRoutes as routes,
  type CommandResult,
  type CreateProductBody,
  type ProductListQuery,
  type UpdateProductBody,
} from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { unlessJustPrefetched } from '../../../shared/api/prefetch';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';

export type ProductFilters = ProductListQuery;

export const productsKey = ['products'] as const;

/** What the list asks for when it opens: newest first, 20 a page. */
export const DEFAULT_PRODUCT_FILTERS: ProductFilters = { page: 1, pageSize: 20, sort: '-createdAt' };

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...productsKey, 'list', filters],
    queryFn: () => apiRequest(routes.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
    refetchOnMount: unlessJustPrefetched,
  });

export const useProductsQuery = (filters: ProductFilters) => useQuery(productsQuery(filters));

export const useProductQuery = (productId: string, minPosition?: string) =>
  useQuery({
    queryKey: [...productsKey, 'one', productId],
    queryFn: () => apiRequest(routes.get, { params: { productId }, headers: minPositionHeaders(minPosition) }),
  });

/** The product's stock changes, newest first, ten a page; kept under productsKey so product commands refresh it. */
export const useProductStockHistoryQuery = (productId: string, page: number) =>
  useQuery({
    queryKey: [...productsKey, 'stock-history', productId, page],
    queryFn: () => apiRequest(routes.stockHistory, { params: { productId }, query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

/** Every product command: after it, lists and the product are read again once the projection shows the change. */
const useProductCommand = <T>(send: (input: T) => Promise<CommandResult>) =>
  useCommandMutation({
    send,
    waitFor: (position) => apiRequest(routes.list, { query: { page: 1, pageSize: 1 }, headers: minPositionHeaders(position) }),
    invalidate: productsKey,
  });

export const useCreateProductMutation = () => useProductCommand((body: CreateProductBody) => apiRequest(routes.create, { body }));
export const useUpdateProductMutation = (productId: string) =>
  useProductCommand((body: UpdateProductBody) => apiRequest(routes.update, { params: { productId }, body }));
export const useDeleteProductMutation = () =>
  useProductCommand((productId: string) => apiRequest(routes.remove, { params: { productId } }));
