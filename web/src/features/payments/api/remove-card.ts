import { cardRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePaymentsCommand } from './use-payments-command';

export const removeCard = (cardId: string) => apiRequest(cardRoutes.remove, { params: { cardId } });

export const useRemoveCardMutation = () => usePaymentsCommand(removeCard);
