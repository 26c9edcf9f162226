import { useQuery } from '@tanstack/react-query';
import { locationRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../../shared/api/api-client';
import { locationsKey } from './list-locations';

export const useBinStockQuery = (code: string | null) =>
  useQuery({
    queryKey: [...locationsKey, 'stock', code],
    queryFn: () => apiRequest(routes.stock, { params: { code: code! } }),
    enabled: code !== null,
  });
