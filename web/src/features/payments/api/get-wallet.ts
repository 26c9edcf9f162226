import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { unlessJustPrefetched } from '../../../shared/api/prefetch';
import { walletKey } from './payments-keys';

export const getWallet = () => apiRequest(walletRoutes.get);

export const walletQuery = () => queryOptions({ queryKey: walletKey, queryFn: getWallet, refetchOnMount: unlessJustPrefetched });

export const useWalletQuery = () => useQuery(walletQuery());
