// Whether a scanned bin may take goods, asked when the bin is scanned (not at the next product scan): it must exist
// and be active. Read from the bin's stock view, which answers 404 LOCATION_NOT_FOUND for a code no bin has.
import { ErrorCode, locationRoutes } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/api-client';

export type BinUsability = 'USABLE' | 'UNKNOWN' | 'INACTIVE';

export async function binUsability(code: string): Promise<BinUsability> {
  try {
    const bin = await apiRequest(locationRoutes.stock, { params: { code } });
    return bin.active ? 'USABLE' : 'INACTIVE';
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCode.LOCATION_NOT_FOUND) return 'UNKNOWN';
    throw err;
  }
}
