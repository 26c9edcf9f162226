// The EasyPost address mapping against a stand-in client (the live contract runs with a key in the int spec).
import type { ShippingAddress } from '@ledgerhouse/contracts';
import { EasyPostAddressVerifier, type EasyPostAddressApi } from './easypost-address-verifier';

const sent: ShippingAddress = {
  country: 'US',
  region: 'CA',
  city: 'San Francisco',
  postalCode: '94104',
  line1: '417 Montgomery St',
  line2: null,
};
const answering = (answer: object | Error) => {
  const calls: object[] = [];
  const api: EasyPostAddressApi = {
    Address: {
      create: async (params) => {
        calls.push(params);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
  return { verifier: new EasyPostAddressVerifier(api), calls };
};
const epOk = {
  street1: '417 MONTGOMERY ST',
  city: 'SAN FRANCISCO',
  state: 'CA',
  zip: '94104',
  country: 'US',
  verifications: { delivery: { success: true, errors: [] } },
};

describe('EasyPostAddressVerifier', () => {
  it('sends the address with verify and reads a case-only difference as VALID', async () => {
    const { verifier, calls } = answering(epOk);
    expect(await verifier.verify(sent)).toEqual({ status: 'VALID', suggestion: null, problems: [] });
    expect(calls).toEqual([expect.objectContaining({ street1: '417 Montgomery St', state: 'CA', zip: '94104', verify: true })]);
  });

  it('offers EasyPost’s corrected address (ZIP+4) as a suggestion', async () => {
    const { verifier } = answering({ ...epOk, zip: '94104-1129' });
    const result = await verifier.verify(sent);
    expect(result.status).toBe('CORRECTED');
    expect(result.suggestion?.postalCode).toBe('94104-1129');
  });

  it('takes errors[].suggestion for its field when delivery fails', async () => {
    const { verifier } = answering({
      ...epOk,
      verifications: {
        delivery: {
          success: false,
          errors: [
            { code: 'E.ADDRESS.NOT_FOUND', field: 'address', message: 'Address not found', suggestion: null },
            { code: 'E.HOUSE_NUMBER.INVALID', field: 'street1', message: 'Invalid house number', suggestion: '417 MONTGOMERY ST STE 500' },
          ],
        },
      },
    });
    const result = await verifier.verify(sent);
    expect(result.status).toBe('INVALID');
    expect(result.suggestion?.line1).toBe('417 MONTGOMERY ST STE 500');
    expect(result.problems).toEqual([{ field: 'line1', code: 'NOT_DELIVERABLE' }]);
  });

  it('answers a format problem without calling EasyPost, and falls back to the format check when EasyPost fails', async () => {
    const missing = answering(epOk);
    expect((await missing.verifier.verify({ ...sent, city: '' })).problems).toEqual([{ field: 'city', code: 'REQUIRED' }]);
    expect(missing.calls).toHaveLength(0);
    const down = answering(Object.assign(new Error('unavailable'), { statusCode: 503 }));
    expect(await down.verifier.verify({ ...sent, region: 'california' })).toMatchObject({
      status: 'CORRECTED',
      suggestion: { region: 'CA' },
    });
  });
});
