import { useQuery } from '@tanstack/react-query';
import { productDefaultsRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** The seller's product defaults: what a wizard line takes where the product has no size, weight or country. */
export const useProductDefaultsQuery = () =>
  useQuery({ queryKey: ['product-defaults'], queryFn: () => apiRequest(productDefaultsRoutes.get) });
