// Bulk start fulfillment in small batches, so the seller watches it progress; each order's result as the server gave it.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderRoutes as routes, type BulkStartFulfillmentResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import type { FulfillmentOptionsInput } from './order-commands';
import { ordersKey, waitForOrders } from './orders-keys';

/** Orders per request: small enough that the progress moves, large enough not to flood the server. */
export const BULK_BATCH = 5;

export type BulkOutcome = BulkStartFulfillmentResult['results'][number];

export interface BulkProgress {
  total: number;
  done: number;
  results: BulkOutcome[];
  running: boolean;
}

export function useBulkFulfillment() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const run = async (orderIds: string[], options: FulfillmentOptionsInput) => {
    const results: BulkOutcome[] = [];
    let position = '';
    setProgress({ total: orderIds.length, done: 0, results, running: true });
    for (let start = 0; start < orderIds.length; start += BULK_BATCH) {
      const batch = orderIds.slice(start, start + BULK_BATCH);
      try {
        const answer = await apiRequest(routes.bulkStartFulfillment, { body: { orderIds: batch, options } });
        results.push(...answer.results);
        if (answer.position) position = answer.position;
      } catch (err) {
        // A refused batch (e.g. a bad file id) is that batch's result, the others still run.
        const code = err instanceof ApiError ? err.code : 'SERVER_ERROR';
        const message = err instanceof Error ? err.message : null;
        results.push(...batch.map((orderId) => ({ orderId, ok: false, code, message })));
      }
      setProgress({ total: orderIds.length, done: results.length, results: [...results], running: true });
    }
    if (position) await waitForOrders(position).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ordersKey });
    setProgress({ total: orderIds.length, done: results.length, results: [...results], running: false });
    return results;
  };
  return { progress, run, reset: () => setProgress(null) };
}
