import { promoCodeRoutes as routes, type UpdatePromoCodeBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePromoCodeCommand } from './get-promo-code';

export const updatePromoCode = (promocodeId: string, body: UpdatePromoCodeBody) =>
  apiRequest(routes.update, { params: { promocodeId }, body });

export const useUpdatePromoCodeMutation = (promocodeId: string) =>
  usePromoCodeCommand((body: UpdatePromoCodeBody) => updatePromoCode(promocodeId, body));
