import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { promoCodeRoutes as routes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { listPromoCodes, promoCodesKey } from './list-promo-codes';

export const getPromoCode = (promocodeId: string) => apiRequest(routes.get, { params: { promocodeId } });

export const usePromoCodeQuery = (promocodeId: string) =>
  useQuery({ queryKey: [...promoCodesKey, 'one', promocodeId], queryFn: () => getPromoCode(promocodeId) });

/** Every promo code command: once the projection shows it, the list and the code are read again. */
export function usePromoCodeCommand<T>(send: (input: T) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ position }) => {
      if (position) await listPromoCodes({ page: 1, pageSize: 1 }, position).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: promoCodesKey });
    },
  });
}
