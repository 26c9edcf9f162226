// The signed-in seller's product defaults: the profile edits them, a new product starts from them.
import { useQuery } from '@tanstack/react-query';
import { productDefaultsRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../api/api-client';
import { minPositionHeaders } from '../api/use-command-mutation';

export const productDefaultsKey = ['product-defaults'] as const;

export const getProductDefaults = (minPosition?: string) => apiRequest(routes.get, { headers: minPositionHeaders(minPosition) });

export const useProductDefaultsQuery = () => useQuery({ queryKey: productDefaultsKey, queryFn: () => getProductDefaults() });
