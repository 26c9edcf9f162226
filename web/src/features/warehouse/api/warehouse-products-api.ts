import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminProductRoutes as routes, STOCK_REASONS, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';

export const warehouseProductsKey = ['warehouse-products'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const useWarehouseProductsQuery = (page: number, pageSize: number, search?: string) =>
  useQuery({
    queryKey: [...warehouseProductsKey, 'list', page, pageSize, search],
    queryFn: () => apiRequest(routes.list, { query: { page, pageSize, search } }),
    placeholderData: keepPreviousData,
  });

export const useWarehouseProductQuery = (productId: string) =>
  useQuery({ queryKey: [...warehouseProductsKey, 'one', productId], queryFn: () => apiRequest(routes.get, { params: { productId } }) });

/** A date range of a history tab: ISO instants, both ends included. */
export interface HistoryPeriod {
  from: string;
  to: string;
}

export const useInventoryHistoryQuery = (productId: string, page: number, reason?: StockReason, period?: HistoryPeriod) =>
  useQuery({
    queryKey: [...warehouseProductsKey, 'inventory', productId, page, reason, period?.from, period?.to],
    queryFn: () =>
      apiRequest(routes.inventoryHistory, {
        params: { productId },
        query: { page, pageSize: 10, reason, from: period?.from, to: period?.to },
      }),
    placeholderData: keepPreviousData,
  });

export const useReservedHistoryQuery = (productId: string, page: number, period?: HistoryPeriod) =>
  useQuery({
    queryKey: [...warehouseProductsKey, 'reserved', productId, page, period?.from, period?.to],
    queryFn: () =>
      apiRequest(routes.reservedHistory, { params: { productId }, query: { page, pageSize: 10, from: period?.from, to: period?.to } }),
    placeholderData: keepPreviousData,
  });

export const useStockAsOfQuery = (productId: string, asOf: string | null) =>
  useQuery({
    queryKey: [...warehouseProductsKey, 'as-of', productId, asOf],
    queryFn: () => apiRequest(routes.stock, { params: { productId }, query: { asOf: asOf ?? undefined } }),
    enabled: asOf !== null,
  });

/** A warehouse command on one product, then the product read once the projection shows it. */
const productCommand = <T>(productId: string, send: (input: T) => Promise<CommandResult>) => ({
  send,
  waitFor: (position: string) => apiRequest(routes.get, { params: { productId }, headers: minPositionHeaders(position) }),
  invalidate: warehouseProductsKey,
});

export const useStockTakingMutation = (productId: string) =>
  useCommandMutation(
    productCommand(productId, (body: BodyIn<typeof routes.stockTaking>) => apiRequest(routes.stockTaking, { params: { productId }, body })),
  );

export const useVerifyMeasurementsMutation = (productId: string) =>
  useCommandMutation(
    productCommand(productId, (body: BodyIn<typeof routes.verify>) => apiRequest(routes.verify, { params: { productId }, body })),
  );
