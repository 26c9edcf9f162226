import { useQuery } from '@tanstack/react-query';
import { devMailboxRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const readDevMailbox = (to?: string) => apiRequest(devMailboxRoutes.list, { query: { to } });

export const devMailboxQueryKey = (to?: string) => ['dev-mailbox', to] as const;

/** Polls while open: mail arrives when the server sends it. Only for a signed-in user (`enabled`). */
export function useDevMailboxQuery(to: string | undefined, enabled: boolean) {
  return useQuery({ queryKey: devMailboxQueryKey(to), queryFn: () => readDevMailbox(to), refetchInterval: 3000, enabled });
}
