import { walletRoutes, type TopUpBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePaymentsCommand } from './use-payments-command';

export const topUpWallet = (body: TopUpBody) => apiRequest(walletRoutes.topUp, { body });

export const useTopUpWalletMutation = () => usePaymentsCommand(topUpWallet);
