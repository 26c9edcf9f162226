import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storageFeeRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageParams } from './list-card-payments';
import { storageFeesKey } from './payments-keys';

export const listStorageFees = (query: PageParams) => apiRequest(storageFeeRoutes.list, { query: { ...query } });

export const storageFeesQuery = (query: PageParams) =>
  queryOptions({ queryKey: [...storageFeesKey, 'list', query], queryFn: () => listStorageFees(query), placeholderData: keepPreviousData });

export const useStorageFeesQuery = (query: PageParams) => useQuery(storageFeesQuery(query));
