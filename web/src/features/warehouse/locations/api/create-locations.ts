import { locationRoutes as routes, type CreateLocationRangeBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../../shared/api/api-client';
import { useCommandMutation } from '../../../../shared/api/use-command-mutation';
import { listLocations, locationsKey } from './list-locations';

const waitFor = (position: string) => listLocations({ page: 1, pageSize: 1 }, position);

export const useCreateLocationMutation = () =>
  useCommandMutation({ send: (code: string) => apiRequest(routes.create, { body: { code } }), waitFor, invalidate: locationsKey });

export const useCreateLocationRangeMutation = () =>
  useCommandMutation({
    send: async (body: CreateLocationRangeBody) => {
      const result = await apiRequest(routes.createRange, { body });
      return { ...result, id: result.created[0] ?? '' };
    },
    waitFor,
    invalidate: locationsKey,
  });
