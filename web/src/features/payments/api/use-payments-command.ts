// Read-your-writes for every payments command: wait (bounded, server side) until the read side shows its
// position, then refetch the area. A failed wait is no failure of the command: a plain refetch follows.
// A refused charge is recorded too (its answer's details carry the position), so the area refetches after it as well.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletRoutes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { paymentsKey } from './payments-keys';

async function waitForPosition(position: string | undefined): Promise<void> {
  if (!position) return;
  await apiRequest(walletRoutes.get, { headers: { 'X-Min-Position': position } }).catch(() => undefined);
}

const recordedPosition = (err: unknown) => {
  const position = err instanceof ApiError ? (err.details as { position?: unknown } | null)?.position : undefined;
  return typeof position === 'string' ? position : undefined;
};

export function usePaymentsCommand<T>(send: (input: T) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  const refresh = async (position: string | undefined) => {
    await waitForPosition(position);
    await queryClient.invalidateQueries({ queryKey: paymentsKey });
  };
  return useMutation({
    mutationFn: send,
    onSuccess: ({ position }) => refresh(position),
    onError: async (err) => {
      const position = recordedPosition(err);
      if (position) await refresh(position);
    },
  });
}
