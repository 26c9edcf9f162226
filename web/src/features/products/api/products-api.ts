import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productRoutes as routes, type CreateProductBody, type ProductListQuery, type UpdateProductBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export type ProductFilters = ProductListQuery;

export const productsKey = ['products'] as const;

export const useProductsQuery = (filters: ProductFilters) =>
  useQuery({ queryKey: [...productsKey, 'list', filters], queryFn: () => apiRequest(routes.list, { query: { ...filters } }), placeholderData: keepPreviousData });

export const useProductQuery = (productId: string, minPosition?: string) =>
  useQuery({ queryKey: [...productsKey, 'one', productId], queryFn: () => apiRequest(routes.get, { params: { productId }, headers: minPosition ? { 'X-Min-Position': minPosition } : undefined }) });

/** Every product command: after it, lists and the product are read again once the projection shows the change. */
function useProductCommand<T>(send: (input: T) => Promise<{ id: string; position: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ id, position }) => {
      if (position) await apiRequest(routes.list, { query: { page: 1, pageSize: 1 }, headers: { 'X-Min-Position': position } }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: productsKey });
      return id;
    },
  });
}

export const useCreateProductMutation = () => useProductCommand((body: CreateProductBody) => apiRequest(routes.create, { body }));
export const useUpdateProductMutation = (productId: string) => useProductCommand((body: UpdateProductBody) => apiRequest(routes.update, { params: { productId }, body }));
export const useDeleteProductMutation = () => useProductCommand((productId: string) => apiRequest(routes.remove, { params: { productId } }));
