// The behaviour every AddressVerifier adapter must show: the format verifier runs it in its unit spec, EasyPost
// (test mode) in easypost-address-verifier.int.spec.ts when EASYPOST_API_KEY is set.
import type { ShippingAddress } from '@ledgerhouse/contracts';
import type { AddressVerifier } from './address-verifier';

const good: ShippingAddress = {
  country: 'US',
  region: 'CA',
  city: 'San Francisco',
  postalCode: '94104',
  line1: '417 Montgomery St',
  line2: 'Floor 5',
};

export function runAddressVerifierContract(name: string, open: () => AddressVerifier): void {
  describe(`AddressVerifier contract: ${name}`, () => {
    const verifier = open();

    it('accepts a real, well-formed address without problems', async () => {
      const result = await verifier.verify(good);
      expect(['VALID', 'CORRECTED']).toContain(result.status);
      expect(result.problems).toEqual([]);
    });

    it('suggests the state code for a state name', async () => {
      const result = await verifier.verify({ ...good, region: 'california' });
      expect(result.status).toBe('CORRECTED');
      expect(result.suggestion?.region).toBe('CA');
    });

    it('reports missing required fields as INVALID with REQUIRED problems', async () => {
      const result = await verifier.verify({ ...good, city: '', line1: '' });
      expect(result.status).toBe('INVALID');
      expect(result.problems).toEqual(
        expect.arrayContaining([
          { field: 'city', code: 'REQUIRED' },
          { field: 'line1', code: 'REQUIRED' },
        ]),
      );
    });

    it('reports a malformed postal code as POSTAL_CODE_INVALID', async () => {
      const result = await verifier.verify({ ...good, postalCode: '941' });
      expect(result.status).toBe('INVALID');
      expect(result.problems).toContainEqual({ field: 'postalCode', code: 'POSTAL_CODE_INVALID' });
    });
  });
}
