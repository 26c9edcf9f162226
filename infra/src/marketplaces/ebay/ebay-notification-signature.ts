// eBay's signed push notifications (the marketplace account-deletion topic among them): the X-EBAY-SIGNATURE header is
// base64 of {"alg":"ecdsa","kid":…,"signature":…,"digest":"SHA1"}; the key named by kid comes from the Notification
// API's getPublicKey (an application token from the client credentials grant), and the signature (base64, DER) is an
// ECDSA signature over the body as sent, with the key's digest.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { MarketplaceError } from '../marketplace-port';
import { EbayHttp, type EbayHttpConfig } from './ebay-http';

export interface EbaySignatureHeader {
  alg: string;
  kid: string;
  signature: string;
  digest: string;
}

/** The public key a notification is checked with, as getPublicKey answers it. */
export interface EbayNotificationKey {
  algorithm: string;
  digest: string;
  key: KeyObject;
}

/** Where an eBay notification's public key comes from (by key id); null when eBay does not know the key. */
export interface EbayNotificationKeySource {
  publicKey(kid: string): Promise<EbayNotificationKey | null>;
}

/** The only scope the client credentials grant needs for the Notification API. */
export const EBAY_APPLICATION_SCOPE = 'https://api.ebay.com/oauth/api_scope';
export const ebayPublicKeyPath = (kid: string) => `/commerce/notification/v1/public_key/${encodeURIComponent(kid)}`;

const KID = /^[A-Za-z0-9._-]{1,128}$/;
const DIGESTS: Record<string, string> = { SHA1: 'sha1', SHA256: 'sha256', SHA384: 'sha384', SHA512: 'sha512' };
/** Keys remembered per process (eBay uses a handful at a time). */
const REMEMBERED_KEYS = 100;
const TIMEOUT_MS = 30_000;
/** Ask for a new application token a little before eBay's stated expiry. */
const EXPIRY_MARGIN_MS = 60_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The decoded X-EBAY-SIGNATURE header, or null when it is not one. */
export function parseEbaySignatureHeader(header: string): EbaySignatureHeader | null {
  if (header === '' || header.length > 4096) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded !== 'object' || decoded === null) return null;
  const fields = decoded as Record<string, unknown>;
  const [alg, kid, signature, digest] = [text(fields.alg), text(fields.kid), text(fields.signature), text(fields.digest)];
  if (alg === null || kid === null || signature === null || digest === null || !KID.test(kid)) return null;
  return { alg, kid, signature, digest };
}

/** eBay answers the key as PEM, often on one line; node:crypto wants the base64 on lines of its own. */
function publicKeyOf(pem: string): KeyObject | null {
  const base64 = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(pem)?.[1]?.replace(/\s+/g, '');
  if (!base64) return null;
  try {
    const key = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ec' ? key : null;
  } catch {
    return null;
  }
}

/**
 * Whether `body` (the bytes as received) carries a valid X-EBAY-SIGNATURE. A header that is not eBay's, a key eBay
 * does not know, another algorithm or digest than the key's, or a signature that does not match are all false;
 * eBay not answering is a MarketplaceError (UNAVAILABLE), so the notification is answered with a failure eBay retries.
 */
export async function verifyEbayNotification(body: Buffer, header: string, keys: EbayNotificationKeySource): Promise<boolean> {
  const parsed = parseEbaySignatureHeader(header);
  if (parsed === null || parsed.alg.toUpperCase() !== 'ECDSA') return false;
  const key = await keys.publicKey(parsed.kid);
  if (key === null || key.algorithm.toUpperCase() !== 'ECDSA' || key.digest.toUpperCase() !== parsed.digest.toUpperCase()) return false;
  const digest = DIGESTS[key.digest.toUpperCase()];
  if (digest === undefined) return false;
  try {
    return verify(digest, body, { key: key.key, dsaEncoding: 'der' }, Buffer.from(parsed.signature, 'base64'));
  } catch {
    return false;
  }
}

interface PublicKeyBody {
  algorithm?: unknown;
  digest?: unknown;
  key?: unknown;
}

/** getPublicKey through an application access token (client credentials grant), each key fetched once per kid. */
export class EbayNotificationKeys implements EbayNotificationKeySource {
  private readonly http: EbayHttp;
  private readonly keys = new Map<string, EbayNotificationKey>();
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: EbayHttpConfig,
    private readonly fetchFn: typeof fetch,
  ) {
    this.http = new EbayHttp(config, fetchFn);
  }

  async publicKey(kid: string): Promise<EbayNotificationKey | null> {
    const known = this.keys.get(kid);
    if (known) return known;
    let response = await this.get(kid, await this.applicationToken());
    if (response.status === 401) {
      // The token ended early: one new token, one more try.
      await response.body?.cancel();
      this.token = null;
      response = await this.get(kid, await this.applicationToken());
    }
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MarketplaceError(response.status === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE', `eBay getPublicKey: HTTP ${response.status}`, {
        status: response.status,
      });
    }
    const body = (await response.json().catch(() => ({}))) as PublicKeyBody;
    const key = typeof body.key === 'string' ? publicKeyOf(body.key) : null;
    if (key === null || typeof body.algorithm !== 'string' || typeof body.digest !== 'string')
      throw new MarketplaceError('UNAVAILABLE', 'eBay getPublicKey: answer unreadable');
    const found = { algorithm: body.algorithm, digest: body.digest, key };
    this.keys.set(kid, found);
    if (this.keys.size > REMEMBERED_KEYS) this.keys.delete(this.keys.keys().next().value!);
    return found;
  }

  private async applicationToken(): Promise<string> {
    if (this.token && this.token.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return this.token.value;
    const grant = await this.http.grant({ grant_type: 'client_credentials', scope: EBAY_APPLICATION_SCOPE }, 'TOKEN_INVALID');
    this.token = { value: grant.accessToken, expiresAt: Date.parse(grant.accessTokenExpiresAt) };
    return grant.accessToken;
  }

  private async get(kid: string, token: string): Promise<Response> {
    try {
      return await this.fetchFn(`${this.config.baseUrl}${ebayPublicKeyPath(kid)}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MarketplaceError('UNAVAILABLE', `eBay did not answer: ${(error as Error).message}`);
    }
  }
}
