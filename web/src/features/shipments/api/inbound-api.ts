// The seller's inbound shipments: list, one, timeline, shipping address, report, and every command with read-your-writes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  inboundRoutes as routes,
  type ChangeInboundLinesBody,
  type CommandResult,
  type CreateInboundDraftBody,
  type InboundListQuery,
  type UpdateInboundDraftBody,
} from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';

export type InboundFilters = InboundListQuery;

export const inboundKey = ['inbound-shipments'] as const;

export const useInboundListQuery = (filters: InboundFilters) =>
  useQuery({
    queryKey: [...inboundKey, 'list', filters],
    queryFn: () => apiRequest(routes.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useInboundShipmentQuery = (shipmentId: string) =>
  useQuery({
    queryKey: [...inboundKey, 'one', shipmentId],
    queryFn: () => apiRequest(routes.get, { params: { shipmentId } }),
    enabled: Boolean(shipmentId),
  });

export const useInboundTimelineQuery = (shipmentId: string) =>
  useQuery({
    queryKey: [...inboundKey, 'timeline', shipmentId],
    queryFn: () => apiRequest(routes.timeline, { params: { shipmentId } }),
  });

export const useShippingAddressQuery = () =>
  useQuery({ queryKey: ['shipping-address'], queryFn: () => apiRequest(routes.shippingAddress), staleTime: 5 * 60_000 });

export const downloadInboundReport = (query: { from: string; to: string; format: 'csv' | 'xlsx' }, locale: string) =>
  downloadFile(routes.report.path, query, locale);

/** Every inbound command: afterwards the list and the shipment are read again once the projection shows the change. */
const useInboundCommand = <T, R extends CommandResult = CommandResult>(send: (input: T) => Promise<R>) =>
  useCommandMutation<T, unknown, R>({
    send,
    waitFor: (position) => apiRequest(routes.list, { query: { page: 1, pageSize: 1 }, headers: minPositionHeaders(position) }),
    invalidate: inboundKey,
  });

export const useCreateInboundDraft = () => useInboundCommand((body: CreateInboundDraftBody) => apiRequest(routes.create, { body }));
export const useUpdateInboundDraft = () =>
  useInboundCommand(({ shipmentId, body }: { shipmentId: string; body: UpdateInboundDraftBody }) =>
    apiRequest(routes.update, { params: { shipmentId }, body }),
  );
export const useChangeInboundLines = () =>
  useInboundCommand(({ shipmentId, body }: { shipmentId: string; body: ChangeInboundLinesBody }) =>
    apiRequest(routes.changeLines, { params: { shipmentId }, body }),
  );
export const useSubmitInbound = () => useInboundCommand((shipmentId: string) => apiRequest(routes.submit, { params: { shipmentId } }));
export const useDeleteInboundDraft = () => useInboundCommand((shipmentId: string) => apiRequest(routes.remove, { params: { shipmentId } }));
export const useCancelInbound = () => useInboundCommand((shipmentId: string) => apiRequest(routes.cancel, { params: { shipmentId } }));
/** Per shipment canceled or refused; the area refreshes after the last cancel. */
export const useBulkCancelInbound = () =>
  useInboundCommand(async (ids: string[]) => ({ id: '', ...(await apiRequest(routes.bulkCancel, { body: { ids } })) }));
export const useCommentInbound = () =>
  useInboundCommand(({ shipmentId, text }: { shipmentId: string; text: string }) =>
    apiRequest(routes.comment, { params: { shipmentId }, body: { text } }),
  );
