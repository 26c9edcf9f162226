import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageFeeRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { storageFeesKey } from './payments-keys';

export const getCurrentStorage = () => apiRequest(storageFeeRoutes.current);

export const currentStorageQuery = () => queryOptions({ queryKey: [...storageFeesKey, 'current'], queryFn: getCurrentStorage });

export const useCurrentStorageQuery = () => useQuery(currentStorageQuery());
