// Address verification and rate previews over real HTTP with the built-in verifier and the sandbox carrier (no
// EASYPOST_API_KEY): signed-in users only, corrections offered as suggestions, problems per field, stable error codes.
import { SANDBOX_CARRIER_TRIGGERS } from '@ledgerhouse/infra';
import { shippingRoutes as routes, type ShippingAddress } from '@ledgerhouse/contracts';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute, type RouteInput } from '../support/api-route';
import { as } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let manager: Account;
beforeAll(async () => {
  app = await startTestApp();
  seller = await newSeller(app);
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
});
afterAll(() => app.close());

const address: ShippingAddress = {
  country: 'US',
  region: 'CA',
  city: 'San Francisco',
  postalCode: '94104',
  line1: '417 Montgomery St',
  line2: 'Floor 5',
};
const verify = (account: Account, body: RouteInput<typeof routes.verifyAddress>['body']) =>
  apiRoute(app, routes.verifyAddress, { body, headers: as(account).headers });
const quote = (account: Account, body: RouteInput<typeof routes.rates>['body']) =>
  apiRoute(app, routes.rates, { body, headers: as(account).headers });

describe('POST /api/addresses/verify', () => {
  it('answers VALID with no suggestion for a well-formed address', async () => {
    const res = await verify(seller, address);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'VALID', suggestion: null, problems: [] });
  });

  it('answers CORRECTED with the state code and the ZIP+4 written 12345-6789', async () => {
    const res = await verify(seller, { ...address, region: 'california', postalCode: '941041129' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'CORRECTED', suggestion: { ...address, region: 'CA', postalCode: '94104-1129' }, problems: [] });
  });

  it('answers INVALID with the problem of each field', async () => {
    const res = await verify(seller, { ...address, region: 'Narnia', postalCode: '9410', city: '' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('INVALID');
    expect(res.body.problems).toEqual([
      { field: 'city', code: 'REQUIRED' },
      { field: 'region', code: 'REGION_UNKNOWN' },
      { field: 'postalCode', code: 'POSTAL_CODE_INVALID' },
    ]);
  });

  it('normalises Canadian and British postal codes', async () => {
    const ca = await verify(seller, {
      country: 'ca',
      region: 'Québec',
      city: 'Montréal',
      postalCode: 'h2y1c6',
      line1: '275 Notre-Dame St E',
      line2: null,
    });
    expect(ca.body).toMatchObject({ status: 'CORRECTED', suggestion: { country: 'CA', region: 'QC', postalCode: 'H2Y 1C6' } });
    const gb = await verify(seller, {
      country: 'GB',
      region: '',
      city: 'London',
      postalCode: 'sw1a1aa',
      line1: '10 Downing St',
      line2: null,
    });
    expect(gb.body).toMatchObject({ status: 'CORRECTED', suggestion: { postalCode: 'SW1A 1AA' } });
  });

  it('is open to warehouse staff too', async () => {
    expect((await verify(manager, address)).status).toBe(200);
  });

  it('refuses an anonymous caller with 401 UNAUTHENTICATED', async () => {
    const res = await api(app, 'POST', '/api/addresses/verify', { body: address });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown country or a missing field with 400 VALIDATION_FAILED', async () => {
    const unknown = await api(app, 'POST', '/api/addresses/verify', { body: { ...address, country: 'ZZ' }, ...as(seller) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    const { city: _city, ...missing } = address;
    const res = await api(app, 'POST', '/api/addresses/verify', { body: missing, ...as(seller) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/shipping/rates', () => {
  const parcel = { lengthCm: 30, widthCm: 20, heightCm: 10, weightGrams: 1200 };

  it('quotes the sandbox couriers from the warehouse, with prices in cents, transit days and expiry', async () => {
    const res = await quote(seller, { to: address, parcel });
    expect(res.status).toBe(200);
    expect(res.body.rates.map((r) => `${r.carrier} ${r.service}`)).toEqual(
      expect.arrayContaining(['USPS Ground Advantage', 'UPS Ground', 'FedEx Home Delivery', 'DHL Express Worldwide']),
    );
    for (const rate of res.body.rates) {
      expect(Number.isInteger(rate.priceCents)).toBe(true);
      expect(Date.parse(rate.expiresAt)).toBeGreaterThan(Date.now());
    }
  });

  it('answers 422 SHIPPING_NO_RATES when no service takes the parcel there', async () => {
    const res = await quote(seller, { to: { ...address, postalCode: SANDBOX_CARRIER_TRIGGERS.noRatesPostalCode }, parcel });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SHIPPING_NO_RATES');
  });

  it('refuses a parcel without a weight with 400 VALIDATION_FAILED', async () => {
    const res = await api(app, 'POST', '/api/shipping/rates', {
      body: { to: address, parcel: { ...parcel, weightGrams: 0 } },
      ...as(seller),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
