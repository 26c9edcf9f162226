import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsStockRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export interface StockSeriesParams {
  /** Absent: all the seller's products together. */
  productId?: string;
  from: string;
  to: string;
}

export const getStockSeries = (params: StockSeriesParams) => apiRequest(insightsStockRoutes.stock, { query: { ...params } });

export const stockSeriesQuery = (params: StockSeriesParams) =>
  queryOptions({ queryKey: ['insights', 'stock', params], queryFn: () => getStockSeries(params) });

export const useStockSeriesQuery = (params: StockSeriesParams) => useQuery(stockSeriesQuery(params));
