import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { promoCodeRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';

export interface PromoCodeFilters {
  page: number;
  pageSize: number;
  search?: string;
  active?: 'true' | 'false';
}

export const promoCodesKey = ['admin-promocodes'] as const;

export const listPromoCodes = (filters: PromoCodeFilters, minPosition?: string) =>
  apiRequest(routes.list, { query: { ...filters }, headers: minPositionHeaders(minPosition) });

export const usePromoCodesQuery = (filters: PromoCodeFilters) =>
  useQuery({ queryKey: [...promoCodesKey, 'list', filters], queryFn: () => listPromoCodes(filters), placeholderData: keepPreviousData });
