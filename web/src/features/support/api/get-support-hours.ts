import { useQuery } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { supportKey } from './support-key';

/** Working hours, whether support is open now (asked again each minute), and the average first reply. */
export const useSupportHoursQuery = () =>
  useQuery({ queryKey: [...supportKey, 'hours'], queryFn: () => apiRequest(routes.hours), refetchInterval: 60_000 });
