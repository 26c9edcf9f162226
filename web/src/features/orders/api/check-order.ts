// POST /orders/check: a new order's number, SKUs and quantities checked before the seller confirms it; places nothing.
import { orderRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import type { CreateOrderInput } from './order-commands';

export const checkOrder = (body: CreateOrderInput) => apiRequest(routes.check, { body });
