// Read-your-writes for every payments command: wait (bounded, server side) until the read side shows its
// position, then refetch the area. A failed wait is no failure of the command: a plain refetch follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletRoutes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { paymentsKey } from './payments-keys';

async function waitForPosition(position: string): Promise<void> {
  const headers = { 'X-Min-Position': position };
  await apiRequest(walletRoutes.get, { headers }).catch(() => undefined);
}

export function usePaymentsCommand<T>(send: (input: T) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ position }) => {
      if (position) await waitForPosition(position);
      await queryClient.invalidateQueries({ queryKey: paymentsKey });
    },
  });
}
