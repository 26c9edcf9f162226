import { walletRoutes, type AutoTopUpBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePaymentsCommand } from './use-payments-command';

export const saveAutoTopUp = (body: AutoTopUpBody) => apiRequest(walletRoutes.autoTopUp, { body });

export const useSaveAutoTopUpMutation = () => usePaymentsCommand(saveAutoTopUp);
