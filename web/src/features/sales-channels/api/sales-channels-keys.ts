// The query keys of the sales channels area: every command refreshes everything under salesChannelsKey.
import { salesChannelRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';

export const salesChannelsKey = ['sales-channels'] as const;

/** A read of the list that answers once the projection shows `position` (read-your-writes). */
export const waitForSalesChannels = (position: string) =>
  apiRequest(routes.list, { query: { page: 1, pageSize: 1 }, headers: minPositionHeaders(position) });
