import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfigRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../api/api-client';

/** This deployment's public settings (error reporting, counter, support chat, captcha): one build serves every environment. */
export const getRuntimeConfig = () => apiRequest(runtimeConfigRoutes.get);

// The server's configuration does not change while the page is open.
export const runtimeConfigQuery = () => queryOptions({ queryKey: ['runtime-config'], queryFn: getRuntimeConfig, staleTime: Infinity });

export const useRuntimeConfigQuery = () => useQuery(runtimeConfigQuery());
