import { promoCodeRoutes as routes, type CreatePromoCodeBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { usePromoCodeCommand } from './get-promo-code';

export const createPromoCode = (body: CreatePromoCodeBody) => apiRequest(routes.create, { body });

export const useCreatePromoCodeMutation = () => usePromoCodeCommand(createPromoCode);
