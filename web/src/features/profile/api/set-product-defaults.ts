import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productDefaultsRoutes as routes, type ProductDefaultsBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { getProductDefaults, productDefaultsKey } from '../../../shared/product-defaults/get-product-defaults';

/** Saves the defaults, then reads them once the projection shows the save. */
export function useSetProductDefaultsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductDefaultsBody) => apiRequest(routes.set, { body }),
    onSuccess: async ({ position }) => {
      queryClient.setQueryData(productDefaultsKey, await getProductDefaults(position || undefined));
    },
  });
}
