import { cardRoutes, type AddCardBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePaymentsCommand } from './use-payments-command';

/** Which route links the card: the default payment provider, or the YooKassa route of /add-yookassa-card. */
export type CardRoute = 'default' | 'yookassa';

export const addCard = (body: AddCardBody, via: CardRoute = 'default') =>
  apiRequest(via === 'yookassa' ? cardRoutes.addYookassa : cardRoutes.add, { body });

export const useAddCardMutation = (via: CardRoute = 'default') => usePaymentsCommand((body: AddCardBody) => addCard(body, via));
