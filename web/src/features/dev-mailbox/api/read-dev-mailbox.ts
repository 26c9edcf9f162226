import { useQuery } from '@tanstack/react-query';
import { devMailboxRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const readDevMailbox = () => apiRequest(devMailboxRoutes.list, {});

export const devMailboxQueryKey = ['dev-mailbox'] as const;

/** Polls while open: mail arrives when the server sends it. Only for a signed-in user (`enabled`). */
export function useDevMailboxQuery(enabled: boolean) {
  return useQuery({ queryKey: devMailboxQueryKey, queryFn: readDevMailbox, refetchInterval: 3000, enabled });
}
