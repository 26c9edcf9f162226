// Marketplace credentials at rest, sealed with the shared secret key ring (services/src/crypto/secret-sealer.ts).
import type { SealedCredentials } from '@ledgerhouse/contracts';
import type { MarketplaceCredentials } from '@ledgerhouse/infra';
import { SecretSealer, SecretUnreadable, secretKeyRing, type SecretKeyRing } from '../../crypto/secret-sealer';

export { DEV_KEY_ID } from '../../crypto/secret-sealer';
export type CredentialKeyRing = SecretKeyRing;
export const credentialKeyRing = secretKeyRing;
/** Why sealed credentials cannot be opened; never carries the value or the key. */
export const CredentialsUnreadable = SecretUnreadable;

export class CredentialSealer extends SecretSealer {
  seal(credentials: MarketplaceCredentials): SealedCredentials {
    return this.sealJson(credentials);
  }

  open<C extends MarketplaceCredentials = MarketplaceCredentials>(sealed: SealedCredentials): C {
    return this.openJson(sealed) as C;
  }
}
