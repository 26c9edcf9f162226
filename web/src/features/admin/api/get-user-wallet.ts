import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes as routes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders, type CommandMutation } from '../../../shared/api/use-command-mutation';

/** Everything about one seller's billing lives under this key. */
export const userBillingKey = (userId: string) => ['admin-billing', userId] as const;

export const getUserWallet = (userId: string, minPosition?: string) =>
  apiRequest(routes.wallet, { params: { userId }, headers: minPositionHeaders(minPosition) });

export const useUserWalletQuery = (userId: string) =>
  useQuery({ queryKey: [...userBillingKey(userId), 'wallet'], queryFn: () => getUserWallet(userId) });

/** Read-your-writes after a staff command: the wallet read waits for the projection, then the seller's billing is read again. */
export const userBillingCommand = <T, R extends CommandResult>(
  userId: string,
  send: (input: T) => Promise<R>,
): CommandMutation<T, Awaited<ReturnType<typeof getUserWallet>>, R> => ({
  send,
  waitFor: (position) => getUserWallet(userId, position),
  store: (queryClient, fresh) => queryClient.setQueryData([...userBillingKey(userId), 'wallet'], fresh),
  invalidate: userBillingKey(userId),
});
