// Return shipments: the seller's canceled orders to choose from, a bought label's quote, and the create command (a
// RETURN inbound shipment).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderViewRoutes, returnRoutes, type BodyOf } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';
import { inboundKey } from './inbound-api';

export type CreateReturnInput = BodyIn<typeof returnRoutes.create>;
export type ReturnLabel = BodyOf<typeof returnRoutes.create>['label'];

/** What the bought label would cost: shown for the seller to confirm before anything is charged. */
export const quoteReturnLabel = (body: BodyIn<typeof returnRoutes.quoteLabel>) => apiRequest(returnRoutes.quoteLabel, { body });

/** The seller's canceled orders, one page, found by number. */
export const useCanceledOrdersQuery = (query: { page: number; pageSize: number; number?: string }) =>
  useQuery({
    queryKey: ['orders', 'list', { ...query, tab: 'cancelled' }],
    queryFn: () => apiRequest(orderViewRoutes.list, { query: { ...query, tab: 'cancelled', sort: '-orderDate' } }),
    placeholderData: keepPreviousData,
  });

/** Afterwards the inbound lists (the return tab among them) are read again once the projection shows the shipment. */
export const useCreateReturnShipment = () =>
  useCommandMutation({
    send: (body: CreateReturnInput) => apiRequest(returnRoutes.create, { body }),
    waitFor: (position: string) =>
      apiRequest(orderViewRoutes.list, { query: { page: 1, pageSize: 1 }, headers: minPositionHeaders(position) }),
    invalidate: inboundKey,
    alsoInvalidate: ['orders'],
  });
