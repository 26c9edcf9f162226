import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { unlessJustPrefetched } from '../../../shared/api/prefetch';
import { cardsKey } from './payments-keys';

export const listCards = () => apiRequest(cardRoutes.list);

export const cardsQuery = () => queryOptions({ queryKey: cardsKey, queryFn: listCards, refetchOnMount: unlessJustPrefetched });

export const useCardsQuery = () => useQuery(cardsQuery());
