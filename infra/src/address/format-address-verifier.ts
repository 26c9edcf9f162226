// The built-in address verifier: required fields, region codes (US, CA) and postal code formats (US, CA, GB, DE, RU),
// with a suggestion when it can write the address the way carriers want it. It knows formats, not streets: a
// well-formed address that does not exist is VALID here (the EasyPost adapter checks deliverability).
import type { AddressField, AddressVerification, ShippingAddress } from '@ledgerhouse/contracts';
import type { AddressVerifier } from './address-verifier';
import { hasPostalFormat, normalisePostalCode } from './postal-codes';
import { hasRegionCodes, regionCode } from './region-codes';

/** Countries whose addresses need a region: those with state or province codes, and Russia's federal subjects. */
const REGION_REQUIRED = new Set(['US', 'CA', 'RU']);

type Problem = AddressVerification['problems'][number];

export class FormatAddressVerifier implements AddressVerifier {
  readonly kind = 'format' as const;

  verify(address: ShippingAddress): Promise<AddressVerification> {
    return Promise.resolve(verifyFormat(address));
  }
}

export function verifyFormat(address: ShippingAddress): AddressVerification {
  const country = address.country.trim().toUpperCase();
  const suggestion: ShippingAddress = {
    country,
    region: address.region.trim(),
    city: address.city.trim(),
    postalCode: address.postalCode.trim(),
    line1: address.line1.trim(),
    line2: address.line2?.trim() ? address.line2.trim() : null,
  };
  const problems: Problem[] = [];
  const required: AddressField[] = ['city', 'line1'];
  if (REGION_REQUIRED.has(country)) required.push('region');
  if (hasPostalFormat(country)) required.push('postalCode');
  for (const field of required) if (!suggestion[field]) problems.push({ field, code: 'REQUIRED' });

  if (hasRegionCodes(country) && suggestion.region) {
    const code = regionCode(country, suggestion.region);
    if (code) suggestion.region = code;
    else problems.push({ field: 'region', code: 'REGION_UNKNOWN' });
  }
  if (hasPostalFormat(country) && suggestion.postalCode) {
    const written = normalisePostalCode(country, suggestion.postalCode);
    if (written) suggestion.postalCode = written;
    else problems.push({ field: 'postalCode', code: 'POSTAL_CODE_INVALID' });
  }

  const corrected = (['country', 'region', 'city', 'postalCode', 'line1', 'line2'] as const).some(
    (field) => (suggestion[field] ?? '') !== (address[field] ?? ''),
  );
  if (problems.length > 0) return { status: 'INVALID', suggestion: corrected ? suggestion : null, problems };
  return corrected ? { status: 'CORRECTED', suggestion, problems } : { status: 'VALID', suggestion: null, problems };
}
