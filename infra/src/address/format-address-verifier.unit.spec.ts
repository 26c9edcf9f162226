import type { ShippingAddress } from '@ledgerhouse/contracts';
import { runAddressVerifierContract } from './address-verifier.contract';
import { FormatAddressVerifier } from './format-address-verifier';

const verifier = new FormatAddressVerifier();
const us: ShippingAddress = { country: 'US', region: 'CA', city: 'San Francisco', postalCode: '94103', line1: '1 Market St', line2: null };
const at = (over: Partial<ShippingAddress>, base: ShippingAddress = us) => verifier.verify({ ...base, ...over });

describe('FormatAddressVerifier', () => {
  describe('US', () => {
    it('accepts a well-formed address as VALID with no suggestion', async () => {
      expect(await at({})).toEqual({ status: 'VALID', suggestion: null, problems: [] });
      expect((await at({ postalCode: '94103-1234' })).status).toBe('VALID');
    });

    it('turns a state name or a lower-case code into the code, case-insensitively', async () => {
      for (const region of ['california', 'CALIFORNIA', 'ca', ' California ']) {
        const result = await at({ region });
        expect(result).toEqual({ status: 'CORRECTED', suggestion: { ...us, region: 'CA' }, problems: [] });
      }
      expect((await at({ region: 'district of columbia', postalCode: '20001' })).suggestion?.region).toBe('DC');
    });

    it('normalises ZIP+4 written without the dash to 12345-6789', async () => {
      for (const postalCode of ['941031234', '94103 1234', '94103 - 1234']) {
        expect(await at({ postalCode })).toEqual({ status: 'CORRECTED', suggestion: { ...us, postalCode: '94103-1234' }, problems: [] });
      }
    });

    it('reports an unknown state and a malformed ZIP as INVALID, keeping the corrections it could make', async () => {
      expect(await at({ region: 'Narnia', postalCode: '9410' })).toEqual({
        status: 'INVALID',
        suggestion: null,
        problems: [
          { field: 'region', code: 'REGION_UNKNOWN' },
          { field: 'postalCode', code: 'POSTAL_CODE_INVALID' },
        ],
      });
      const partly = await at({ region: 'texas', postalCode: 'ABCDE' });
      expect(partly.status).toBe('INVALID');
      expect(partly.suggestion?.region).toBe('TX');
      expect(partly.problems).toEqual([{ field: 'postalCode', code: 'POSTAL_CODE_INVALID' }]);
    });

    it('requires city, line 1, state and ZIP', async () => {
      const result = await at({ city: '', line1: ' ', region: '', postalCode: '' });
      expect(result.status).toBe('INVALID');
      expect(result.problems).toEqual([
        { field: 'city', code: 'REQUIRED' },
        { field: 'line1', code: 'REQUIRED' },
        { field: 'region', code: 'REQUIRED' },
        { field: 'postalCode', code: 'REQUIRED' },
      ]);
    });
  });

  describe('CA', () => {
    const ca: ShippingAddress = {
      country: 'CA',
      region: 'ON',
      city: 'Ottawa',
      postalCode: 'K1A 0B1',
      line1: '111 Wellington St',
      line2: null,
    };

    it('accepts A1A 1A1 and writes k1a0b1 that way', async () => {
      expect((await at({}, ca)).status).toBe('VALID');
      expect(await at({ postalCode: 'k1a0b1' }, ca)).toEqual({ status: 'CORRECTED', suggestion: ca, problems: [] });
    });

    it('turns English and French province names into codes', async () => {
      expect((await at({ region: 'Ontario' }, ca)).suggestion?.region).toBe('ON');
      expect((await at({ region: 'Québec', city: 'Montréal', postalCode: 'H2Y 1C6' }, ca)).suggestion?.region).toBe('QC');
      expect((await at({ region: 'Colombie-Britannique', postalCode: 'V6B 1A1' }, ca)).suggestion?.region).toBe('BC');
    });

    it('refuses letters Canada Post never uses and unknown provinces', async () => {
      expect((await at({ postalCode: 'D1A 0B1' }, ca)).problems).toEqual([{ field: 'postalCode', code: 'POSTAL_CODE_INVALID' }]);
      expect((await at({ region: 'California' }, ca)).problems).toEqual([{ field: 'region', code: 'REGION_UNKNOWN' }]);
    });
  });

  describe('GB', () => {
    const gb: ShippingAddress = { country: 'GB', region: '', city: 'London', postalCode: 'SW1A 1AA', line1: '10 Downing St', line2: null };

    it('accepts a postcode and a missing county', async () => {
      expect((await at({}, gb)).status).toBe('VALID');
      expect((await at({ postalCode: 'M1 1AE', city: 'Manchester' }, gb)).status).toBe('VALID');
    });

    it('writes a postcode in upper case with one space before the inward code', async () => {
      expect(await at({ postalCode: 'sw1a1aa' }, gb)).toEqual({ status: 'CORRECTED', suggestion: gb, problems: [] });
      expect((await at({ postalCode: 'ec1a  1bb' }, gb)).suggestion?.postalCode).toBe('EC1A 1BB');
    });

    it('refuses what is not a postcode', async () => {
      expect((await at({ postalCode: '12345' }, gb)).problems).toEqual([{ field: 'postalCode', code: 'POSTAL_CODE_INVALID' }]);
    });
  });

  describe('DE', () => {
    const de: ShippingAddress = { country: 'DE', region: '', city: 'Berlin', postalCode: '10115', line1: 'Invalidenstraße 1', line2: null };

    it('accepts five digits and refuses four or six', async () => {
      expect((await at({}, de)).status).toBe('VALID');
      for (const postalCode of ['1011', '101150', 'D-10115']) {
        expect((await at({ postalCode }, de)).problems).toEqual([{ field: 'postalCode', code: 'POSTAL_CODE_INVALID' }]);
      }
    });
  });

  describe('RU', () => {
    const ru: ShippingAddress = {
      country: 'RU',
      region: 'Москва',
      city: 'Москва',
      postalCode: '101000',
      line1: 'ул. Мясницкая, 1',
      line2: null,
    };

    it('accepts six digits and requires the region', async () => {
      expect((await at({}, ru)).status).toBe('VALID');
      expect((await at({ postalCode: '10100' }, ru)).problems).toEqual([{ field: 'postalCode', code: 'POSTAL_CODE_INVALID' }]);
      expect((await at({ region: '' }, ru)).problems).toEqual([{ field: 'region', code: 'REQUIRED' }]);
    });
  });

  describe('other countries', () => {
    const fr: ShippingAddress = { country: 'FR', region: '', city: 'Paris', postalCode: '', line1: '1 Rue de Rivoli', line2: null };

    it('check only the required fields', async () => {
      expect((await at({}, fr)).status).toBe('VALID');
      expect((await at({ postalCode: 'anything' }, fr)).status).toBe('VALID');
      expect((await at({ city: '', line1: '' }, fr)).problems).toEqual([
        { field: 'city', code: 'REQUIRED' },
        { field: 'line1', code: 'REQUIRED' },
      ]);
    });
  });
});

runAddressVerifierContract('format', () => new FormatAddressVerifier());
