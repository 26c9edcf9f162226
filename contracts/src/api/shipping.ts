// Shipping: address verification and carrier quotes, as the web and the server both see them.
import { z } from 'zod';
import { countryCode } from './country-code';
import { defineRoute } from './route';

const addressText = z.string().trim().max(200);

/**
 * A postal address with the fields of OrderAddress (contracts/src/events/orders.ts). Fields may be empty here: the
 * verifier, not the schema, reports what is missing, so the form can show it beside the field.
 */
export const shippingAddress = z
  .object({
    country: countryCode,
    region: addressText,
    city: addressText,
    postalCode: z.string().trim().max(20),
    line1: addressText,
    line2: addressText.nullable().default(null),
  })
  .strict();
export type ShippingAddress = z.output<typeof shippingAddress>;

export const ADDRESS_FIELDS = ['country', 'region', 'city', 'postalCode', 'line1', 'line2'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * Why a field is wrong. REQUIRED: empty. REGION_UNKNOWN: no such state, province or region in the country.
 * POSTAL_CODE_INVALID: not the country's postal code format. NOT_DELIVERABLE: the carrier knows no such address.
 */
export const ADDRESS_PROBLEM_CODES = ['REQUIRED', 'REGION_UNKNOWN', 'POSTAL_CODE_INVALID', 'NOT_DELIVERABLE'] as const;
export type AddressProblemCode = (typeof ADDRESS_PROBLEM_CODES)[number];

/** VALID: good as typed. CORRECTED: good once the suggestion is taken. INVALID: problems the verifier cannot fix. */
export const ADDRESS_VERIFICATION_STATUSES = ['VALID', 'CORRECTED', 'INVALID'] as const;
export type AddressVerificationStatus = (typeof ADDRESS_VERIFICATION_STATUSES)[number];

export const addressVerification = z.object({
  status: z.enum(ADDRESS_VERIFICATION_STATUSES),
  /** The corrected address (CORRECTED, or INVALID with a partial fix); null when there is nothing to suggest. */
  suggestion: shippingAddress.nullable(),
  problems: z.array(z.object({ field: z.enum(ADDRESS_FIELDS), code: z.enum(ADDRESS_PROBLEM_CODES) })),
});
export type AddressVerification = z.infer<typeof addressVerification>;

/** A parcel as the carrier prices it: outer box in centimetres, gross weight in grams. */
export const parcelSize = z
  .object({
    lengthCm: z.number().positive().max(500),
    widthCm: z.number().positive().max(500),
    heightCm: z.number().positive().max(500),
    weightGrams: z.number().int().positive().max(1_000_000),
  })
  .strict();
export type ParcelSize = z.infer<typeof parcelSize>;

/** One carrier quote. Buy it by `rateId` before `expiresAt`. */
export const shippingRate = z.object({
  rateId: z.string(),
  carrier: z.string(),
  service: z.string(),
  priceCents: z.number().int(),
  /** Transit days the carrier estimates; null when it gives none. */
  estimatedDays: z.number().int().nullable(),
  expiresAt: z.string(),
});
export type ShippingRate = z.infer<typeof shippingRate>;

export const addressVerifyBody = shippingAddress;
export const shippingRatesBody = z
  .object({
    to: shippingAddress,
    parcel: parcelSize,
    insuranceCents: z.number().int().min(0).max(100_000_000).optional(),
  })
  .strict();
export const shippingRatesView = z.object({ rates: z.array(shippingRate) });

const tag = 'shipping';
export const shippingRoutes = {
  verifyAddress: defineRoute({
    method: 'POST',
    path: '/addresses/verify',
    summary: 'Verify a postal address: valid, corrected (with the suggestion) or invalid (with the problems per field)',
    tag,
    body: addressVerifyBody,
    response: addressVerification,
  }),
  rates: defineRoute({
    method: 'POST',
    path: '/shipping/rates',
    summary: 'Quote carrier rates for a parcel from the warehouse to an address',
    tag,
    body: shippingRatesBody,
    response: shippingRatesView,
  }),
};
