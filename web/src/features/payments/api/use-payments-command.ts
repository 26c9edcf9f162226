// Read-your-writes for every payments command (shared/api/use-command-mutation.ts): the wallet read waits for the position,
// then the area refetches. A refused charge is recorded too (its answer's details carry the position), so the area refetches after it as well.
import { walletRoutes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';
import { paymentsKey } from './payments-keys';

export const usePaymentsCommand = <T>(send: (input: T) => Promise<CommandResult>) =>
  useCommandMutation({
    send,
    waitFor: (position) => apiRequest(walletRoutes.get, { headers: minPositionHeaders(position) }),
    invalidate: paymentsKey,
    refreshAfterRecordedRefusal: true,
  });
