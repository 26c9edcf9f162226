// The EasyPost mapping against a stand-in client: field names in, port shapes and error codes out (the live contract
// runs in easypost-carrier.int.spec.ts with a key).
import { ManualClock } from '../clock/clock';
import { CarrierError, type CarrierParty } from './carrier-port';
import { EasyPostCarrier, easyPostParcel, type EasyPostApi } from './easypost-carrier';

const party: CarrierParty = {
  name: 'Dana',
  address: { country: 'US', region: 'CA', city: 'San Francisco', postalCode: '94104', line1: '417 Montgomery St', line2: null },
};
const epRate = { id: 'rate_1', carrier: 'USPS', service: 'GroundAdvantage', rate: '7.58', currency: 'USD', delivery_days: 3 };
const bought = {
  id: 'shp_1',
  selected_rate: epRate,
  tracking_code: '9400100000000000000001',
  postage_label: { label_pdf_url: 'https://files.example/label.pdf' },
};

function fake(over: Partial<EasyPostApi['Shipment']> = {}) {
  const calls: string[] = [];
  const api: EasyPostApi = {
    Shipment: {
      create: async () => ({
        id: 'shp_1',
        rates: [epRate, { ...epRate, id: 'rate_2', rate: '12.00', delivery_days: null, currency: 'USD' }],
      }),
      retrieve: async () => ({ id: 'shp_1' }),
      buy: async () => {
        calls.push('buy');
        return bought;
      },
      refund: async () => ({ id: 'shp_1', refund_status: 'submitted' }),
      ...over,
    },
    ScanForm: {
      create: async () => ({ id: 'sf_1', status: 'created', form_url: 'https://files.example/form.pdf' }),
      retrieve: async () => ({}),
    },
  };
  const carrier = new EasyPostCarrier(api, new ManualClock(new Date('2026-11-23T12:00:00Z')), {
    download: async () => Buffer.from('%PDF-1.4 stand-in'),
  });
  return { carrier, calls };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e as CarrierError).code,
  );

describe('EasyPostCarrier', () => {
  it('converts the parcel to inches and ounces, rounding up', () => {
    expect(easyPostParcel({ lengthCm: 25.4, widthCm: 10, heightCm: 1, weightGrams: 1000 })).toEqual({
      length: 10,
      width: 4,
      height: 0.4,
      weight: 35.3,
    });
  });

  it('maps EasyPost rates to cents and days, keeping the shipment, rate and insurance in the rate id', async () => {
    const { carrier } = fake();
    const rates = await carrier.quote({
      from: party,
      to: party,
      parcel: { lengthCm: 1, widthCm: 1, heightCm: 1, weightGrams: 1 },
      insuranceCents: 5000,
    });
    expect(rates).toEqual([
      {
        rateId: 'shp_1~rate_1~5000',
        carrier: 'USPS',
        service: 'GroundAdvantage',
        priceCents: 758,
        estimatedDays: 3,
        expiresAt: '2026-11-23T12:15:00.000Z',
      },
      {
        rateId: 'shp_1~rate_2~5000',
        carrier: 'USPS',
        service: 'GroundAdvantage',
        priceCents: 1200,
        estimatedDays: null,
        expiresAt: '2026-11-23T12:15:00.000Z',
      },
    ]);
  });

  it('answers NO_RATES when EasyPost offers none', async () => {
    const { carrier } = fake({ create: async () => ({ id: 'shp_2', rates: [], messages: [{ carrier: 'USPS', message: 'no service' }] }) });
    expect(await codeOf(carrier.quote({ from: party, to: party, parcel: { lengthCm: 1, widthCm: 1, heightCm: 1, weightGrams: 1 } }))).toBe(
      'NO_RATES',
    );
  });

  it('buys once: a shipment that already has its label is returned without buying again', async () => {
    const first = fake();
    const label = await first.carrier.buyLabel({ rateId: 'shp_1~rate_1~0', idempotencyKey: 'k', reference: 'R' });
    expect(label).toMatchObject({ labelId: 'shp_1', trackingNumber: bought.tracking_code, priceCents: 758, estimatedDays: 3 });
    expect(first.calls).toEqual(['buy']);
    // Another process (a fresh adapter) retrying the same rate finds the label on the shipment.
    const second = fake({ retrieve: async () => bought });
    await second.carrier.buyLabel({ rateId: 'shp_1~rate_1~0', idempotencyKey: 'k', reference: 'R' });
    expect(second.calls).toEqual([]);
  });

  it('maps HTTP 429 to RATE_LIMITED and a refused purchase to PURCHASE_FAILED', async () => {
    const limited = fake({ buy: () => Promise.reject(Object.assign(new Error('slow down'), { statusCode: 429, code: 'RATE_LIMITED' })) });
    expect(await codeOf(limited.carrier.buyLabel({ rateId: 'shp_1~rate_1~0', idempotencyKey: 'a', reference: 'R' }))).toBe('RATE_LIMITED');
    const refused = fake({ buy: () => Promise.reject(Object.assign(new Error('no funds'), { statusCode: 402, code: 'PAYMENT' })) });
    expect(await codeOf(refused.carrier.buyLabel({ rateId: 'shp_1~rate_1~0', idempotencyKey: 'b', reference: 'R' }))).toBe(
      'PURCHASE_FAILED',
    );
    expect(await codeOf(refused.carrier.buyLabel({ rateId: 'garbage', idempotencyKey: 'c', reference: 'R' }))).toBe('RATE_NOT_FOUND');
  });

  it('voids by refund: ALREADY_VOIDED once a refund is submitted, VOID_FAILED when rejected', async () => {
    expect(await codeOf(fake({ retrieve: async () => bought }).carrier.voidLabel('shp_1'))).toBeNull();
    expect(await codeOf(fake({ retrieve: async () => ({ ...bought, refund_status: 'submitted' }) }).carrier.voidLabel('shp_1'))).toBe(
      'ALREADY_VOIDED',
    );
    const rejected = fake({ retrieve: async () => bought, refund: async () => ({ refund_status: 'rejected' }) });
    expect(await codeOf(rejected.carrier.voidLabel('shp_1'))).toBe('VOID_FAILED');
    expect(await codeOf(fake().carrier.voidLabel('shp_1'))).toBe('LABEL_NOT_FOUND');
  });
});
