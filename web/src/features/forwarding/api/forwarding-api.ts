// The seller's forwarding shipments: list, one, and the create / edit / cancel commands (read-your-writes).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forwardingRoutes as routes, type ForwardingFields } from '@ledgerhouse/contracts';
import type { QueryIn } from '../../../shared/api/api-client';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';

export type ForwardingFilters = QueryIn<typeof routes.list>;

export const forwardingKey = ['forwarding-shipments'] as const;

export const useForwardingShipmentsQuery = (filters: ForwardingFilters) =>
  useQuery({
    queryKey: [...forwardingKey, 'list', filters],
    queryFn: () => apiRequest(routes.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useForwardingShipmentQuery = (shipmentId: string) =>
  useQuery({
    queryKey: [...forwardingKey, 'one', shipmentId],
    queryFn: () => apiRequest(routes.get, { params: { shipmentId } }),
  });

const useForwardingCommand = <T>(send: (input: T) => Promise<{ id: string; position: string }>) =>
  useCommandMutation({
    send,
    waitFor: (position) => apiRequest(routes.list, { query: { page: 1, pageSize: 1 }, headers: minPositionHeaders(position) }),
    invalidate: forwardingKey,
  });

export const useCreateForwardingMutation = () => useForwardingCommand((body: ForwardingFields) => apiRequest(routes.create, { body }));
export const useEditForwardingMutation = (shipmentId: string) =>
  useForwardingCommand((body: ForwardingFields) => apiRequest(routes.update, { params: { shipmentId }, body }));
export const useCancelForwardingMutation = (shipmentId: string) =>
  useForwardingCommand((_: void) => apiRequest(routes.cancel, { params: { shipmentId } }));
