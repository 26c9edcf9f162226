// The warehouse's forwarding shipments: every seller's list, one, and the deliver / note / charge commands.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forwardingRoutes as routes } from '@ledgerhouse/contracts';
import type { QueryIn } from '../../../shared/api/api-client';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';

export type AdminForwardingFilters = QueryIn<typeof routes.adminList>;

export const adminForwardingKey = ['admin', 'forwarding-shipments'] as const;

export const useAdminForwardingShipmentsQuery = (filters: AdminForwardingFilters) =>
  useQuery({
    queryKey: [...adminForwardingKey, 'list', filters],
    queryFn: () => apiRequest(routes.adminList, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useAdminForwardingShipmentQuery = (shipmentId: string) =>
  useQuery({
    queryKey: [...adminForwardingKey, 'one', shipmentId],
    queryFn: () => apiRequest(routes.adminGet, { params: { shipmentId } }),
  });

const useAdminForwardingCommand = <T, R extends { id: string; position: string }>(send: (input: T) => Promise<R>) =>
  useCommandMutation({
    send,
    waitFor: (position) => apiRequest(routes.adminList, { query: { page: 1, pageSize: 1 }, headers: minPositionHeaders(position) }),
    invalidate: adminForwardingKey,
    // A charge to a deactivated account is refused after PAYMENT_FAILED is recorded: the modal shows it.
    refreshAfterRecordedRefusal: true,
  });

export const useMarkForwardingDeliveredMutation = (shipmentId: string) =>
  useAdminForwardingCommand((_: void) => apiRequest(routes.deliver, { params: { shipmentId } }));
export const useSetForwardingNoteMutation = (shipmentId: string) =>
  useAdminForwardingCommand((managerNote: string | null) =>
    apiRequest(routes.setManagerNote, { params: { shipmentId }, body: { managerNote } }),
  );
export const useChargeForwardingMutation = (shipmentId: string) =>
  useAdminForwardingCommand((processingCostCents: number) =>
    apiRequest(routes.charge, { params: { shipmentId }, body: { processingCostCents } }),
  );
