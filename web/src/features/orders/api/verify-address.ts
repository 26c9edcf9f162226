// The address port: valid, corrected (with a suggestion) or invalid (with problems per field).
import { shippingRoutes, type ShippingAddress } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const verifyAddress = (address: ShippingAddress) => apiRequest(shippingRoutes.verifyAddress, { body: address });
