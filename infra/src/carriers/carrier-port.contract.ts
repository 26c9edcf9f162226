// The behaviour every CarrierPort adapter must show: the sandbox runs it in its unit spec, EasyPost (test mode) in
// easypost-carrier.int.spec.ts when EASYPOST_API_KEY is set.
import { CarrierError, type CarrierParty, type CarrierPort, type Rate } from './carrier-port';

const warehouse: CarrierParty = {
  name: 'Ledgerhouse Fulfillment',
  phone: '+1 973 555 0100',
  address: { country: 'US', region: 'NJ', city: 'Newark', postalCode: '07114', line1: '1200 Harbor Way', line2: null },
};
const buyer: CarrierParty = {
  name: 'Dana Buyer',
  phone: '+1 415 555 0100',
  address: { country: 'US', region: 'CA', city: 'San Francisco', postalCode: '94104', line1: '417 Montgomery St', line2: 'Floor 5' },
};
const parcel = { lengthCm: 25, widthCm: 20, heightCm: 10, weightGrams: 900 };

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof CarrierError ? error.code : `not a CarrierError: ${String(error)}`),
  );
}

export function runCarrierContract(name: string, open: () => CarrierPort, now: () => Date = () => new Date()): void {
  describe(`CarrierPort contract: ${name}`, () => {
    let carrier: CarrierPort;
    let rates: Rate[];
    const pick = () => rates.find((r) => r.carrier === 'USPS') ?? rates[0];
    const run = `${name}-${Date.now()}`;

    beforeAll(async () => {
      carrier = open();
      rates = await carrier.quote({ from: warehouse, to: buyer, parcel });
    });

    it('quotes rates in integer cents, each with its own id and an expiry in the future', () => {
      expect(rates.length).toBeGreaterThan(0);
      expect(new Set(rates.map((r) => r.rateId)).size).toBe(rates.length);
      for (const rate of rates) {
        expect(Number.isInteger(rate.priceCents) && rate.priceCents > 0).toBe(true);
        expect(rate.carrier).not.toBe('');
        expect(Date.parse(rate.expiresAt)).toBeGreaterThan(now().getTime());
      }
    });

    it('sells the quoted rate as a PDF label with a tracking number, once per idempotency key', async () => {
      const rate = pick();
      const request = { rateId: rate.rateId, idempotencyKey: `${run}-label`, reference: 'CONTRACT-1' };
      const label = await carrier.buyLabel(request);
      expect(label).toMatchObject({ carrier: rate.carrier, service: rate.service, priceCents: rate.priceCents });
      expect(label.trackingNumber).not.toBe('');
      expect(isPdf(label.pdf)).toBe(true);
      const again = await carrier.buyLabel(request);
      expect(again.labelId).toBe(label.labelId);
      expect(again.trackingNumber).toBe(label.trackingNumber);
    });

    it('refuses a rate id it never gave with RATE_NOT_FOUND', async () => {
      expect(await codeOf(carrier.buyLabel({ rateId: 'rate-that-never-was', idempotencyKey: `${run}-bad`, reference: 'X' }))).toBe(
        'RATE_NOT_FOUND',
      );
    });

    it('voids a label, and a second void is ALREADY_VOIDED', async () => {
      const rates2 = await carrier.quote({ from: warehouse, to: buyer, parcel });
      const rate = rates2.find((r) => r.carrier === pick().carrier) ?? rates2[0];
      const label = await carrier.buyLabel({ rateId: rate.rateId, idempotencyKey: `${run}-void`, reference: 'CONTRACT-2' });
      await carrier.voidLabel(label.labelId);
      expect(await codeOf(carrier.voidLabel(label.labelId))).toBe('ALREADY_VOIDED');
    });

    it('makes a PDF scan form for labels of one carrier', async () => {
      const rates3 = await carrier.quote({ from: warehouse, to: buyer, parcel });
      const rate = rates3.find((r) => r.carrier === pick().carrier) ?? rates3[0];
      const label = await carrier.buyLabel({ rateId: rate.rateId, idempotencyKey: `${run}-form`, reference: 'CONTRACT-3' });
      const form = await carrier.scanForm({ carrier: label.carrier, labelIds: [label.labelId], idempotencyKey: `${run}-form` });
      expect(form.formId).not.toBe('');
      expect(isPdf(form.pdf)).toBe(true);
    });
  });
}
