// Secrets at rest (marketplace credentials, webhook signing secrets): AES-256-GCM over a JSON value, sealed with the
// current key and opened with whichever configured key sealed it (rotation: add a new key, make it current, keep the old
// ones until every value has been re-sealed). The key id is authenticated data, so a sealed value moved under another id
// is refused. One key ring (CHANNEL_CREDENTIAL_KEYS) serves every context.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SealedCredentials } from '@ledgerhouse/contracts';
import type { AppConfig } from '../config/config.schema';
import { ConfigError } from '../config/load-config';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value as events carry it: the key's id and base64 of iv, tag and ciphertext. */
export type SealedSecret = SealedCredentials;

export interface SecretKeyRing {
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** The id of the key every non-production start derives when none is configured (published: protects nothing real). */
export const DEV_KEY_ID = 'dev';

/**
 * The configured keys; outside production without any, a stable key derived from a published label (the embedded
 * start and tests keep working across restarts). Production refuses to start without configured keys.
 */
export function secretKeyRing(
  config: Pick<AppConfig, 'NODE_ENV' | 'CHANNEL_CREDENTIAL_KEYS' | 'CHANNEL_CREDENTIAL_KEY_ID'>,
): SecretKeyRing {
  const keys = config.CHANNEL_CREDENTIAL_KEYS;
  if (keys) return { currentId: config.CHANNEL_CREDENTIAL_KEY_ID ?? [...keys.keys()][0], keys };
  if (config.NODE_ENV === 'production')
    throw new ConfigError(['CHANNEL_CREDENTIAL_KEYS: is required in production (e.g. `2026a:` followed by `openssl rand -base64 32`)']);
  const dev = createHash('sha256').update('ledgerhouse development channel credentials key').digest();
  return { currentId: DEV_KEY_ID, keys: new Map([[DEV_KEY_ID, dev]]) };
}

/** Why a sealed value cannot be opened; never carries the value or the key. */
export class SecretUnreadable extends Error {
  constructor(reason: 'UNKNOWN_KEY' | 'TAMPERED') {
    super(`Sealed credentials cannot be opened: ${reason}`);
    this.name = 'CredentialsUnreadable';
  }
}

export class SecretSealer {
  constructor(private readonly ring: SecretKeyRing) {}

  /** A secret that only travels sealed (a PKCE verifier, a webhook signing secret). */
  sealText(text: string): SealedSecret {
    return this.sealJson({ text });
  }

  openText(sealed: SealedSecret): string {
    return (this.openJson(sealed) as { text: string }).text;
  }

  protected sealJson(value: unknown): SealedSecret {
    const keyId = this.ring.currentId;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key(keyId), iv);
    cipher.setAAD(Buffer.from(keyId));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return { keyId, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
  }

  protected openJson(sealed: SealedSecret): unknown {
    const raw = Buffer.from(sealed.sealed, 'base64');
    if (raw.length <= IV_BYTES + TAG_BYTES) throw new SecretUnreadable('TAMPERED');
    const decipher = createDecipheriv('aes-256-gcm', this.key(sealed.keyId), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(sealed.keyId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      throw new SecretUnreadable('TAMPERED');
    }
  }

  private key(keyId: string): Buffer {
    const key = this.ring.keys.get(keyId);
    if (!key) throw new SecretUnreadable('UNKNOWN_KEY');
    return key;
  }
}
