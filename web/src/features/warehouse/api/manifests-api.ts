// Manifests: the active and archive lists, packed parcels a manifest may take, create, change orders, close, and the
// scan form. Commands read the manifest back with X-Min-Position.
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { manifestRoutes as routes, type ManifestView } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { openPdf } from '../../../shared/api/open-pdf';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';
import { adminOrdersKey } from './admin-orders-api';

export const manifestsKey = ['admin-manifests'] as const;
const oneKey = (manifestId: string) => [...manifestsKey, 'one', manifestId] as const;
const readOne = (manifestId: string, position?: string) =>
  apiRequest(routes.get, { params: { manifestId }, headers: minPositionHeaders(position) });

export type ManifestTab = 'active' | 'archive';

export const useManifestListQuery = (tab: ManifestTab, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...manifestsKey, 'list', tab, page, pageSize],
    queryFn: () => apiRequest(routes.list, { query: { tab, page, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useManifestQuery = (manifestId: string) => useQuery({ queryKey: oneKey(manifestId), queryFn: () => readOne(manifestId) });

/** Packed parcels on no manifest: every carrier's, or one carrier's. */
export const useManifestCandidatesQuery = (carrier?: string) =>
  useQuery({
    queryKey: [...manifestsKey, 'candidates', carrier ?? null],
    queryFn: () => apiRequest(routes.candidates, { query: carrier ? { carrier } : {} }),
  });

export const useCreateManifestMutation = () =>
  useCommandMutation({
    send: (body: BodyIn<typeof routes.create>) => apiRequest(routes.create, { body }),
    waitFor: (position: string) => apiRequest(routes.list, { query: { tab: 'active' }, headers: minPositionHeaders(position) }),
    invalidate: manifestsKey,
    alsoInvalidate: adminOrdersKey,
  });

const store = (manifestId: string) => (client: QueryClient, fresh: ManifestView) => client.setQueryData(oneKey(manifestId), fresh);

export const useChangeManifestOrdersMutation = (manifestId: string) =>
  useCommandMutation({
    send: (body: BodyIn<typeof routes.changeOrders>) => apiRequest(routes.changeOrders, { params: { manifestId }, body }),
    waitFor: (position: string) => readOne(manifestId, position),
    store: store(manifestId),
    invalidate: manifestsKey,
    alsoInvalidate: adminOrdersKey,
  });

export const useCloseManifestMutation = (manifestId: string) =>
  useCommandMutation({
    send: () => apiRequest(routes.close, { params: { manifestId } }),
    waitFor: (position: string) => readOne(manifestId, position),
    store: store(manifestId),
    invalidate: manifestsKey,
    alsoInvalidate: adminOrdersKey,
  });

export const openScanForm = (manifestId: string, locale: string) => openPdf(routes.scanForm.path, { params: { manifestId }, locale });
