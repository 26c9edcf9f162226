// The address port: is this address deliverable as typed, and if not, what would be.
// Adapters: the built-in format verifier (default) and EasyPost (when a key is configured).
import type { AddressVerification, ShippingAddress } from '@ledgerhouse/contracts';

export type { AddressVerification, ShippingAddress };

export interface AddressVerifier {
  readonly kind: 'format' | 'easypost';
  /** Never throws for a bad address (that is an INVALID answer); throws only when the verifier itself fails. */
  verify(address: ShippingAddress): Promise<AddressVerification>;
}
