import { promoCodeRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePromoCodeCommand } from './get-promo-code';

export const deactivatePromoCode = (promocodeId: string) => apiRequest(routes.deactivate, { params: { promocodeId } });

export const useDeactivatePromoCodeMutation = () => usePromoCodeCommand(deactivatePromoCode);
