// Picking and packing at the warehouse: the pick list (all ready orders, or one batch), starting a batch, bin and
// item scans, the packing queue and table, and the label. Each scan reads the pick list (or the packing order) back
// with X-Min-Position, so the screen shows the count as soon as the scan answers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pickingRoutes as routes, type PackingOrderView, type PickListView } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { openPdf } from '../../../shared/api/open-pdf';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';
import { adminOrdersKey } from './admin-orders-api';

export const pickingKey = ['admin-picking'] as const;
const pickListKey = (batch: readonly string[]) => [...pickingKey, 'pick-list', batch] as const;
const packingKey = [...pickingKey, 'packing'] as const;
const packingOrderKey = (orderId: string) => [...packingKey, orderId] as const;

const readPickList = (batch: readonly string[], position?: string) =>
  apiRequest(routes.pickList, { query: batch.length ? { orderId: [...batch] } : {}, headers: minPositionHeaders(position) });

/** Every ready order's units by bin, or (a batch given) the batch's. */
export const usePickListQuery = (batch: readonly string[]) =>
  useQuery({ queryKey: pickListKey(batch), queryFn: () => readPickList(batch), placeholderData: keepPreviousData });

export const useStartBatchMutation = () =>
  useCommandMutation({
    send: (body: BodyIn<typeof routes.startBatch>) => apiRequest(routes.startBatch, { body }),
    waitFor: (position: string) => readPickList([], position),
    invalidate: pickingKey,
    alsoInvalidate: adminOrdersKey,
  });

/** A bin scan changes nothing: it answers what to take there, or refuses a wrong bin. */
export const scanBin = (body: BodyIn<typeof routes.scanBin>) => apiRequest(routes.scanBin, { body });

export const useScanItemMutation = (batch: readonly string[]) =>
  useCommandMutation({
    send: (body: BodyIn<typeof routes.scanItem>) => apiRequest(routes.scanItem, { body }),
    waitFor: (position: string) => readPickList(batch, position),
    store: (client, fresh: PickListView) => client.setQueryData(pickListKey(batch), fresh),
    invalidate: pickingKey,
    alsoInvalidate: adminOrdersKey,
  });

export const usePackingQueueQuery = () => useQuery({ queryKey: packingKey, queryFn: () => apiRequest(routes.packingQueue) });

export const usePackingOrderQuery = (orderId: string) =>
  useQuery({ queryKey: packingOrderKey(orderId), queryFn: () => apiRequest(routes.packingOrder, { params: { orderId } }) });

export const usePackScanMutation = (orderId: string) =>
  useCommandMutation({
    send: (body: BodyIn<typeof routes.packScan>) => apiRequest(routes.packScan, { params: { orderId }, body }),
    waitFor: (position: string) => apiRequest(routes.packingOrder, { params: { orderId }, headers: minPositionHeaders(position) }),
    store: (client, fresh: PackingOrderView) => client.setQueryData(packingOrderKey(orderId), fresh),
    invalidate: packingKey,
    alsoInvalidate: adminOrdersKey,
  });

export const openOrderLabel = (orderId: string, locale: string) => openPdf(routes.label.path, { params: { orderId }, locale });
