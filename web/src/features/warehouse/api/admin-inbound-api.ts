// The warehouse's inbound shipments: the list, one shipment, and its commands. Each command reads the shipment back
// with X-Min-Position, so the screen shows the write (a scan's count, a status) as soon as it answers.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  adminUserRoutes,
  inboundRoutes as routes,
  type AdminInboundShipmentView,
  type CommandResult,
  type InboundStatus,
} from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { unlessJustPrefetched } from '../../../shared/api/prefetch';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';

export const adminInboundKey = ['admin-inbound-shipments'] as const;
const oneKey = (shipmentId: string) => [...adminInboundKey, 'one', shipmentId] as const;

export interface AdminInboundFilters {
  page: number;
  pageSize: number;
  status?: InboundStatus;
  sellerId?: string;
  /** Creation period, ISO instants. */
  from?: string;
  to?: string;
}

/** What the warehouse's inbound tab asks for when it opens: every status, 20 a page. */
export const DEFAULT_ADMIN_INBOUND_FILTERS: AdminInboundFilters = { page: 1, pageSize: 20 };

export const adminInboundListQuery = (filters: AdminInboundFilters) =>
  queryOptions({
    queryKey: [...adminInboundKey, 'list', filters],
    queryFn: () => apiRequest(routes.adminList, { query: { ...filters } }),
    placeholderData: keepPreviousData,
    refetchOnMount: unlessJustPrefetched,
  });

export const useAdminInboundListQuery = (filters: AdminInboundFilters) => useQuery(adminInboundListQuery(filters));

export const useAdminInboundQuery = (shipmentId: string) =>
  useQuery({ queryKey: oneKey(shipmentId), queryFn: () => apiRequest(routes.adminGet, { params: { shipmentId } }) });

/** Sellers whose name or email holds `search`, for the seller filter. */
export const useSellerOptionsQuery = (search: string) =>
  useQuery({
    queryKey: ['admin-inbound-sellers', search],
    queryFn: () => apiRequest(adminUserRoutes.list, { query: { type: 'SELLER', search: search || undefined, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

/** A command on one shipment, then the shipment read once the projection shows it. */
function shipmentCommand<TInput, TResult extends CommandResult>(shipmentId: string, send: (input: TInput) => Promise<TResult>) {
  return {
    send,
    waitFor: (position: string) => apiRequest(routes.adminGet, { params: { shipmentId }, headers: minPositionHeaders(position) }),
    store: (client: QueryClient, fresh: AdminInboundShipmentView) => client.setQueryData(oneKey(shipmentId), fresh),
    invalidate: adminInboundKey,
  };
}

const params = (shipmentId: string) => ({ params: { shipmentId } });

export const useAddManagerCommentMutation = (shipmentId: string) =>
  useCommandMutation(
    shipmentCommand(shipmentId, (body: BodyIn<typeof routes.adminComment>) =>
      apiRequest(routes.adminComment, { ...params(shipmentId), body }),
    ),
  );

export const useDeliverMutation = (shipmentId: string) =>
  useCommandMutation(shipmentCommand(shipmentId, () => apiRequest(routes.deliver, params(shipmentId))));

export const useStartCheckMutation = (shipmentId: string) =>
  useCommandMutation(shipmentCommand(shipmentId, () => apiRequest(routes.startCheck, params(shipmentId))));

/** The caller makes a new scanId per scan and sends the same body again on a retry, so a retried request counts once. */
export const useScanMutation = (shipmentId: string) =>
  useCommandMutation(
    shipmentCommand(shipmentId, (body: BodyIn<typeof routes.scan>) => apiRequest(routes.scan, { ...params(shipmentId), body })),
  );

export const useStartSearchMutation = (shipmentId: string) =>
  useCommandMutation(shipmentCommand(shipmentId, () => apiRequest(routes.startSearch, params(shipmentId))));

export const useAcceptMutation = (shipmentId: string) =>
  useCommandMutation(shipmentCommand(shipmentId, () => apiRequest(routes.accept, params(shipmentId))));

export const useMarkLostMutation = (shipmentId: string) =>
  useCommandMutation(
    shipmentCommand(shipmentId, (body: BodyIn<typeof routes.markLost>) => apiRequest(routes.markLost, { ...params(shipmentId), body })),
  );

export const usePlaceMutation = (shipmentId: string) =>
  useCommandMutation(
    shipmentCommand(shipmentId, (body: BodyIn<typeof routes.place>) => apiRequest(routes.place, { ...params(shipmentId), body })),
  );

export const useFinishPlacementMutation = (shipmentId: string) =>
  useCommandMutation(shipmentCommand(shipmentId, () => apiRequest(routes.finishPlacement, params(shipmentId))));
