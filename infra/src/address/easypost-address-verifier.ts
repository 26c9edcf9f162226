// Address verification by EasyPost (docs.easypost.com/guides/address-verification-guide): the address is created with
// `verify`, the answer carries the carrier-corrected address and `verifications.delivery` with per-field errors, whose
// `suggestion`s become ours. The built-in format check runs first: what it already refuses costs no call.
import type EasyPostClient from '@easypost/api';
import type { AddressField, AddressProblemCode, AddressVerification, ShippingAddress } from '@ledgerhouse/contracts';
import type { AddressVerifier } from './address-verifier';
import { verifyFormat } from './format-address-verifier';
import { defaultExport, onFirstUse } from '../on-first-use';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (only with EASYPOST_API_KEY)
const easyPost = onFirstUse(() => defaultExport<typeof EasyPostClient>(require('@easypost/api')));

interface EpFieldError {
  code?: string;
  field?: string;
  message?: string;
  suggestion?: string | null;
}
interface EpAddress {
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  verifications?: { delivery?: { success?: boolean; errors?: EpFieldError[] } };
}

/** The part of the EasyPost client this adapter calls; tests may hand in a stand-in. */
export interface EasyPostAddressApi {
  Address: { create(params: object): Promise<unknown> };
}

const FIELD_OF: Record<string, AddressField> = {
  street1: 'line1',
  street2: 'line2',
  city: 'city',
  state: 'region',
  zip: 'postalCode',
  country: 'country',
  address: 'line1',
};

function problemCode(field: AddressField, error: EpFieldError): AddressProblemCode {
  const code = `${error.code ?? ''} ${error.message ?? ''}`.toUpperCase();
  if (code.includes('MISSING')) return 'REQUIRED';
  if (field === 'postalCode' && code.includes('ZIP')) return 'POSTAL_CODE_INVALID';
  if (field === 'region' && code.includes('STATE')) return 'REGION_UNKNOWN';
  return 'NOT_DELIVERABLE';
}

const same = (a: string | null, b: string | null) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/** Reads EasyPost's answer: its corrected fields, then each error's suggestion for its field. */
export function verificationOf(sent: ShippingAddress, answer: EpAddress): AddressVerification {
  const suggestion: ShippingAddress = {
    country: answer.country?.toUpperCase() || sent.country,
    region: answer.state || sent.region,
    city: answer.city || sent.city,
    postalCode: answer.zip || sent.postalCode,
    line1: answer.street1 || sent.line1,
    line2: answer.street2 || null,
  };
  const delivery = answer.verifications?.delivery;
  const problems: AddressVerification['problems'] = [];
  for (const error of delivery?.errors ?? []) {
    const field = FIELD_OF[error.field ?? 'address'] ?? 'line1';
    if (error.suggestion) suggestion[field] = error.suggestion;
    const problem = { field, code: problemCode(field, error) };
    if (!problems.some((p) => p.field === problem.field && p.code === problem.code)) problems.push(problem);
  }
  const corrected = (['country', 'region', 'city', 'postalCode', 'line1', 'line2'] as const).some((f) => !same(suggestion[f], sent[f]));
  if (delivery?.success === false) {
    return {
      status: 'INVALID',
      suggestion: corrected ? suggestion : null,
      problems: problems.length ? problems : [{ field: 'line1', code: 'NOT_DELIVERABLE' }],
    };
  }
  return corrected ? { status: 'CORRECTED', suggestion, problems: [] } : { status: 'VALID', suggestion: null, problems: [] };
}

export class EasyPostAddressVerifier implements AddressVerifier {
  readonly kind = 'easypost' as const;
  private readonly api: EasyPostAddressApi;

  constructor(apiKeyOrClient: string | EasyPostAddressApi) {
    this.api = typeof apiKeyOrClient === 'string' ? (new (easyPost())(apiKeyOrClient) as unknown as EasyPostAddressApi) : apiKeyOrClient;
  }

  /**
   * A format problem is answered without a call. When EasyPost cannot answer (outage, rate limit, a country it does
   * not verify), the format check's answer stands: verification helps the seller, it must not block the order.
   */
  async verify(address: ShippingAddress): Promise<AddressVerification> {
    const format = verifyFormat(address);
    if (format.status === 'INVALID') return format;
    const sent = format.suggestion ?? address;
    let answer: EpAddress;
    try {
      answer = (await this.api.Address.create({
        street1: sent.line1,
        street2: sent.line2 ?? undefined,
        city: sent.city,
        state: sent.region,
        zip: sent.postalCode,
        country: sent.country,
        verify: true,
      })) as EpAddress;
    } catch {
      return format;
    }
    const verified = verificationOf(sent, answer);
    // Corrections of the format step count too, when EasyPost had nothing to add.
    if (verified.status === 'VALID' && format.status === 'CORRECTED') return format;
    return verified;
  }
}
