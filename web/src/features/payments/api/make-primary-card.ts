import { cardRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePaymentsCommand } from './use-payments-command';

export const makePrimaryCard = (cardId: string) => apiRequest(cardRoutes.makePrimary, { params: { cardId } });

export const useMakePrimaryCardMutation = () => usePaymentsCommand(makePrimaryCard);
