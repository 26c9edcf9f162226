import { locationRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../../shared/api/api-client';
import { useCommandMutation } from '../../../../shared/api/use-command-mutation';
import { listLocations, locationsKey } from './list-locations';

/** Deactivate (active: false) or reactivate (active: true) a bin. */
export const useSetLocationActiveMutation = () =>
  useCommandMutation({
    send: ({ code, active }: { code: string; active: boolean }) =>
      apiRequest(active ? routes.reactivate : routes.deactivate, { params: { code } }),
    waitFor: (position: string) => listLocations({ page: 1, pageSize: 1 }, position),
    invalidate: locationsKey,
  });
