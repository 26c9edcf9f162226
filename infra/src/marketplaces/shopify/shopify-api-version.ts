// The one place the Admin API version is pinned. Shopify releases a version each quarter (YYYY-01/04/07/10) and supports
// it for at least 12 months; a request to an unsupported version falls forward to the oldest supported one, whose
// schema may refuse our operations, so a test fails once the pinned version's window has ended.
export const SHOPIFY_API_VERSION = '2026-10';

const SUPPORT_MONTHS = 12;

/** The first day Shopify no longer supports `version` (its release month plus 12 months), as a UTC date. */
export function shopifySupportEnds(version: string): Date {
  const match = /^(\d{4})-(01|04|07|10)$/.exec(version);
  if (!match) throw new Error(`Not a Shopify Admin API version: ${version}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1 + SUPPORT_MONTHS, 1));
}

export const isShopifyVersionSupported = (version: string, today: Date): boolean => today < shopifySupportEnds(version);
