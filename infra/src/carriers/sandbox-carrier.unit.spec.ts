import { PDFDocument } from 'pdf-lib';
import { pdfPages } from '../../../test/support/pdf-pages';
import { ManualClock, systemClock } from '../clock/clock';
import { runCarrierContract } from './carrier-port.contract';
import { CarrierError, type CarrierParty, type QuoteRequest } from './carrier-port';
import { SANDBOX_CARRIER_TRIGGERS, SandboxCarrier } from './sandbox-carrier';

const warehouse: CarrierParty = {
  name: 'Ledgerhouse Fulfillment',
  address: { country: 'US', region: 'NJ', city: 'Newark', postalCode: '07114', line1: '1200 Harbor Way', line2: null },
};
const buyer = (address: Partial<CarrierParty['address']> = {}): CarrierParty => ({
  name: 'Анна Петрова',
  phone: '+1 415 555 0100',
  address: { country: 'US', region: 'CA', city: 'San Francisco', postalCode: '94103', line1: '1 Market St', line2: 'Apt 5', ...address },
});
const box = { lengthCm: 30, widthCm: 20, heightCm: 10, weightGrams: 1200 };
const quoteOf = (over: Partial<QuoteRequest> = {}): QuoteRequest => ({ from: warehouse, to: buyer(), parcel: box, ...over });

function setUp(options: ConstructorParameters<typeof SandboxCarrier>[1] = {}) {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00.000Z'));
  return { clock, carrier: new SandboxCarrier(clock, { callsPerSecond: 1000, ...options }) };
}

async function carrierError(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('SandboxCarrier', () => {
  it('quotes every domestic courier with a price, transit days and a 15 minute expiry', async () => {
    const { carrier } = setUp();
    const rates = await carrier.quote(quoteOf());
    expect(rates.map((r) => `${r.carrier} ${r.service}`).sort()).toEqual([
      'DHL Express Worldwide',
      'FedEx Home Delivery',
      'UPS Ground',
      'USPS Ground Advantage',
      'USPS Priority Mail',
    ]);
    for (const rate of rates) {
      expect(Number.isInteger(rate.priceCents) && rate.priceCents > 0).toBe(true);
      expect(rate.estimatedDays).toBeGreaterThan(0);
      expect(rate.expiresAt).toBe('2026-11-23T12:15:00.000Z');
    }
  });

  it('prices by dimensional weight, destination zone and insurance', async () => {
    const { carrier } = setUp();
    const price = async (request: QuoteRequest) => (await carrier.quote(request)).find((r) => r.service === 'Ground Advantage')!.priceCents;
    const near = await price(quoteOf({ to: buyer({ postalCode: '08540' }) }));
    const far = await price(quoteOf({ to: buyer({ postalCode: '94103' }) }));
    expect(far).toBeGreaterThan(near);
    // Same 1.2 kg, but a 60×40×40 box bills as 19.2 kg.
    const bulky = await price(quoteOf({ parcel: { ...box, lengthCm: 60, widthCm: 40, heightCm: 40 } }));
    expect(bulky).toBeGreaterThan(far);
    const insured = await price(quoteOf({ insuranceCents: 50_000 }));
    expect(insured - far).toBe(500);
  });

  it('quotes only international services abroad', async () => {
    const { carrier } = setUp();
    const rates = await carrier.quote(quoteOf({ to: buyer({ country: 'DE', region: 'BE', postalCode: '10115', city: 'Berlin' }) }));
    expect(rates.map((r) => r.service).sort()).toEqual(['Express Worldwide', 'Priority Mail International']);
  });

  it('answers NO_RATES for a parcel above the weight limit and for the no-rates postal code', async () => {
    const { carrier } = setUp({ maxWeightGrams: 5000 });
    expect((await carrierError(carrier.quote(quoteOf({ parcel: { ...box, weightGrams: 5001 } })))).code).toBe('NO_RATES');
    const to = buyer({ postalCode: SANDBOX_CARRIER_TRIGGERS.noRatesPostalCode });
    expect((await carrierError(carrier.quote(quoteOf({ to })))).code).toBe('NO_RATES');
  });

  it('sells a 4×6 inch label PDF with the tracking number as text and as a barcode', async () => {
    const { carrier } = setUp();
    const [rate] = await carrier.quote(quoteOf());
    const label = await carrier.buyLabel({ rateId: rate.rateId, idempotencyKey: 'order-1', reference: 'A-1001', noteOnLabel: 'Fragile' });
    expect(label).toMatchObject({
      carrier: rate.carrier,
      service: rate.service,
      priceCents: rate.priceCents,
      estimatedDays: rate.estimatedDays,
    });
    const pdf = await PDFDocument.load(label.pdf);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    const [page] = await pdfPages(label.pdf);
    expect(page.texts).toContain(label.trackingNumber);
    expect(page.texts).toEqual(expect.arrayContaining(['Anna Petrova', 'Ref: A-1001', 'Note: Fragile', '1 Market St']));
    expect(page.images).toHaveLength(1);
  });

  it('sells one label per idempotency key: the same key answers the same label, concurrently too', async () => {
    const { carrier } = setUp();
    const [rate] = await carrier.quote(quoteOf());
    const request = { rateId: rate.rateId, idempotencyKey: 'order-2', reference: 'A-1002' };
    const [a, b] = await Promise.all([carrier.buyLabel(request), carrier.buyLabel(request)]);
    const c = await carrier.buyLabel(request);
    expect(b.labelId).toBe(a.labelId);
    expect(c.trackingNumber).toBe(a.trackingNumber);
    const other = await carrier.buyLabel({ ...request, idempotencyKey: 'order-3' });
    expect(other.trackingNumber).not.toBe(a.trackingNumber);
  });

  it('refuses an expired rate with RATE_EXPIRED, but still answers a key that bought before expiry', async () => {
    const { carrier, clock } = setUp();
    const [rate] = await carrier.quote(quoteOf());
    const bought = await carrier.buyLabel({ rateId: rate.rateId, idempotencyKey: 'early', reference: 'A-1' });
    clock.advance(15 * 60_000);
    expect((await carrierError(carrier.buyLabel({ rateId: rate.rateId, idempotencyKey: 'late', reference: 'A-2' }))).code).toBe(
      'RATE_EXPIRED',
    );
    expect((await carrier.buyLabel({ rateId: rate.rateId, idempotencyKey: 'early', reference: 'A-1' })).labelId).toBe(bought.labelId);
  });

  it('refuses an unknown or tampered rate id with RATE_NOT_FOUND', async () => {
    const { carrier } = setUp();
    const [rate] = await carrier.quote(quoteOf());
    const [body, mac] = rate.rateId.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body.slice(8), 'base64url').toString()), priceCents: 1 }));
    for (const rateId of ['nope', `sbxrate_${cheaper.toString('base64url')}.${mac}`]) {
      expect((await carrierError(carrier.buyLabel({ rateId, idempotencyKey: rateId, reference: 'A-3' }))).code).toBe('RATE_NOT_FOUND');
    }
  });

  it('fails the purchase for the magic reference with PURCHASE_FAILED, and a later retry may succeed', async () => {
    const { carrier } = setUp();
    const [rate] = await carrier.quote(quoteOf());
    const failing = {
      rateId: rate.rateId,
      idempotencyKey: 'k-fail',
      reference: `order ${SANDBOX_CARRIER_TRIGGERS.purchaseFailedReference.toLowerCase()}`,
    };
    expect((await carrierError(carrier.buyLabel(failing))).code).toBe('PURCHASE_FAILED');
    expect((await carrierError(carrier.buyLabel(failing))).code).toBe('PURCHASE_FAILED');
    await expect(carrier.buyLabel({ ...failing, reference: 'fine' })).resolves.toMatchObject({ carrier: rate.carrier });
  });

  it('answers RATE_LIMITED past the calls per second, and serves again a second later', async () => {
    const { carrier, clock } = setUp({ callsPerSecond: 3 });
    for (let i = 0; i < 3; i++) await carrier.quote(quoteOf());
    const error = await carrierError(carrier.quote(quoteOf()));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryable).toBe(true);
    clock.advance(1000);
    await expect(carrier.quote(quoteOf())).resolves.not.toHaveLength(0);
  });

  it('voids a label once: ALREADY_VOIDED the second time, LABEL_NOT_FOUND for a made-up id', async () => {
    const { carrier } = setUp();
    const [rate] = await carrier.quote(quoteOf());
    const label = await carrier.buyLabel({ rateId: rate.rateId, idempotencyKey: 'void-me', reference: 'A-4' });
    await carrier.voidLabel(label.labelId);
    expect((await carrierError(carrier.voidLabel(label.labelId))).code).toBe('ALREADY_VOIDED');
    expect((await carrierError(carrier.voidLabel('lbl_unknown'))).code).toBe('LABEL_NOT_FOUND');
  });

  it('closes the day with a scan form PDF listing every tracking number, the same form for the same key', async () => {
    const { carrier } = setUp();
    const rates = await carrier.quote(quoteOf());
    const ups = rates.find((r) => r.carrier === 'UPS')!;
    const labels = await Promise.all(
      ['s1', 's2', 's3'].map((key) => carrier.buyLabel({ rateId: ups.rateId, idempotencyKey: key, reference: key })),
    );
    const request = { carrier: 'UPS', labelIds: labels.map((l) => l.labelId), idempotencyKey: 'day-1' };
    const form = await carrier.scanForm(request);
    const pages = await pdfPages(form.pdf);
    const texts = pages.flatMap((p) => p.texts).join('\n');
    for (const label of labels) expect(texts).toContain(label.trackingNumber);
    expect(texts).toContain(form.formId);
    expect(pages[0].images).toHaveLength(1);
    expect((await carrier.scanForm(request)).formId).toBe(form.formId);
  });

  it('refuses a scan form with a voided label or another carrier’s label', async () => {
    const { carrier } = setUp();
    const rates = await carrier.quote(quoteOf());
    const ups = await carrier.buyLabel({ rateId: rates.find((r) => r.carrier === 'UPS')!.rateId, idempotencyKey: 'u', reference: 'u' });
    const usps = await carrier.buyLabel({ rateId: rates.find((r) => r.carrier === 'USPS')!.rateId, idempotencyKey: 'p', reference: 'p' });
    const mixed = { carrier: 'UPS', labelIds: [ups.labelId, usps.labelId], idempotencyKey: 'mixed' };
    expect((await carrierError(carrier.scanForm(mixed))).code).toBe('SCAN_FORM_FAILED');
    await carrier.voidLabel(ups.labelId);
    expect((await carrierError(carrier.scanForm({ carrier: 'UPS', labelIds: [ups.labelId], idempotencyKey: 'v' }))).code).toBe(
      'SCAN_FORM_FAILED',
    );
  });
});

runCarrierContract('sandbox', () => new SandboxCarrier(systemClock));
