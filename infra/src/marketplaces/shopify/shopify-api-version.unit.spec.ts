import { isShopifyVersionSupported, SHOPIFY_API_VERSION, shopifySupportEnds } from './shopify-api-version';

/** The clock the pinned-version check reads; a test hands it another day to show the rule. */
const today = (): Date => new Date();

describe('Shopify Admin API version', () => {
  it('pins a version Shopify still supports today', () => {
    expect({ version: SHOPIFY_API_VERSION, supported: isShopifyVersionSupported(SHOPIFY_API_VERSION, today()) }).toEqual({
      version: SHOPIFY_API_VERSION,
      supported: true,
    });
  });

  it('ends support twelve months after the release quarter', () => {
    expect(shopifySupportEnds('2025-10').toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(shopifySupportEnds('2026-10').toISOString()).toBe('2027-10-01T00:00:00.000Z');
  });

  it('finds 2025-10 expired on 2026-11-28 and 2026-10 supported until its window closes', () => {
    const day = new Date('2026-11-28T12:00:00Z');
    expect(isShopifyVersionSupported('2025-10', day)).toBe(false);
    expect(isShopifyVersionSupported('2026-10', day)).toBe(true);
    expect(isShopifyVersionSupported('2026-10', new Date('2027-10-01T00:00:00Z'))).toBe(false);
  });

  it('refuses a string that is not a quarterly version', () => {
    expect(() => shopifySupportEnds('2026-05')).toThrow('Not a Shopify Admin API version');
    expect(() => shopifySupportEnds('unstable')).toThrow('Not a Shopify Admin API version');
  });
});
