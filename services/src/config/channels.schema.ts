// Configuration of the sales-channels context: the keys that seal marketplace credentials at rest, and each
// marketplace app (base URLs, our app's id and secret). Outside production a marketplace left unconfigured is answered
// by its local simulator (sandbox stores); see channels/connectors/marketplace-connectors.ts.
import { z } from 'zod';

const blankIsUnset = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v));
const optionalText = blankIsUnset.pipe(z.string().max(500).optional()).optional();
const optionalUrl = blankIsUnset.pipe(z.url({ protocol: /^https?$/ }).optional()).optional();

/** `id:base64key` pairs, comma-separated; every key 32 bytes (AES-256). */
const credentialKeys = blankIsUnset
  .pipe(
    z
      .string()
      .transform((v, ctx) => {
        const keys = new Map<string, Buffer>();
        for (const entry of v.split(',').map((e) => e.trim())) {
          const [id, material, ...rest] = entry.split(':');
          const key = Buffer.from(material ?? '', 'base64');
          if (!id || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || rest.length > 0 || key.length !== 32 || keys.has(id)) {
            ctx.addIssue({
              code: 'custom',
              message: 'is a comma-separated list of id:base64key, each key 32 bytes (`openssl rand -base64 32`)',
            });
            return z.NEVER;
          }
          keys.set(id, key);
        }
        return keys;
      })
      .optional(),
  )
  .optional();

export const channelsConfig = {
  /** Keys that seal sales-channel credentials (AES-256-GCM), e.g. `2026a:<base64>,2025b:<base64>`; required in production. */
  CHANNEL_CREDENTIAL_KEYS: credentialKeys,
  /** The key new credentials are sealed with; the others only open older ones (rotation). Optional with a single key. */
  CHANNEL_CREDENTIAL_KEY_ID: optionalText,
  EBAY_API_URL: optionalUrl,
  EBAY_AUTH_URL: optionalUrl,
  /** The Commerce Identity API's host, which answers the connected seller's username (https://apiz.ebay.com by default). */
  EBAY_IDENTITY_URL: optionalUrl,
  EBAY_APP_ID: optionalText,
  EBAY_CERT_ID: optionalText,
  EBAY_RU_NAME: optionalText,
  /**
   * The verification token entered with the account-deletion endpoint in eBay's developer portal (32-80 letters, digits,
   * `_` or `-`). Unset outside production: EBAY_DEVELOPMENT_VERIFICATION_TOKEN; unset in production: no endpoint.
   */
  EBAY_VERIFICATION_TOKEN: blankIsUnset
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{32,80}$/, 'is 32-80 letters, digits, _ or -')
        .optional(),
    )
    .optional(),
  ETSY_API_URL: optionalUrl,
  ETSY_KEYSTRING: optionalText,
  ETSY_SHARED_SECRET: optionalText,
  /** Etsy's consent page host (https://www.etsy.com by default). */
  ETSY_AUTH_URL: optionalUrl,
  WALMART_API_URL: optionalUrl,
  AMAZON_SP_API_URL: optionalUrl,
  AMAZON_LWA_URL: optionalUrl,
};

/** The account-deletion endpoint's verification token outside production when EBAY_VERIFICATION_TOKEN is unset. */
export const EBAY_DEVELOPMENT_VERIFICATION_TOKEN = 'ledgerhouse-development-ebay-verification-token';

interface ChannelsSettings {
  CHANNEL_CREDENTIAL_KEYS?: Map<string, Buffer>;
  CHANNEL_CREDENTIAL_KEY_ID?: string;
}

export function channelsRules(c: ChannelsSettings, ctx: z.RefinementCtx): void {
  const keys = c.CHANNEL_CREDENTIAL_KEYS;
  // Unset in production is refused when the app starts (credentialKeyRing), so tools that only read the config still run.
  if (!keys) {
    if (c.CHANNEL_CREDENTIAL_KEY_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['CHANNEL_CREDENTIAL_KEY_ID'],
        message: 'names a key of CHANNEL_CREDENTIAL_KEYS, which is unset',
      });
    return;
  }
  if (c.CHANNEL_CREDENTIAL_KEY_ID ? !keys.has(c.CHANNEL_CREDENTIAL_KEY_ID) : keys.size > 1)
    ctx.addIssue({
      code: 'custom',
      path: ['CHANNEL_CREDENTIAL_KEY_ID'],
      message: 'must name one of the CHANNEL_CREDENTIAL_KEYS ids (required when there is more than one)',
    });
}
