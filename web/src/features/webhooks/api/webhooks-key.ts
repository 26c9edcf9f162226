// Every webhook query lives under one key; a command waits until the list shows its position, then the area is read again.
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';

export const webhooksKey = ['webhooks'] as const;

/** The endpoints the signed-in user may manage (a seller's own; staff: the warehouse's). */
export const listWebhooks = (minPosition?: string) => apiRequest(routes.list, { headers: minPositionHeaders(minPosition) });

/**
 * A webhook call that changes something: a command's answer carries a position, awaited by one read of the list; the
 * delivery log's answers (test, replay) carry none. Then every webhook query refreshes.
 */
export function useWebhookCommand<T, R extends object>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      const position = 'position' in result && typeof result.position === 'string' ? result.position : undefined;
      if (position) await listWebhooks(position).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}
