import { randomBytes } from 'node:crypto';
import type { MarketplaceCredentials } from '@ledgerhouse/infra';
import { ConfigError, loadConfig } from '../../config/load-config';
import { credentialKeyRing, CredentialSealer, CredentialsUnreadable, DEV_KEY_ID } from './credential-sealer';

const walmart: MarketplaceCredentials = { marketplace: 'WALMART', clientId: 'client-1', clientSecret: 'very-secret-value' };
const key = () => randomBytes(32).toString('base64');
const sealerFor = (env: Record<string, string>) => new CredentialSealer(credentialKeyRing(loadConfig(env)));

describe('credential sealing', () => {
  const a = key();
  const b = key();

  it('opens what it sealed, and the sealed value shows no secret', () => {
    const sealer = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `k1:${a}` });
    const sealed = sealer.seal(walmart);
    expect(sealed.keyId).toBe('k1');
    expect(JSON.stringify(sealed)).not.toContain('very-secret-value');
    expect(Buffer.from(sealed.sealed, 'base64').toString('latin1')).not.toContain('very-secret');
    expect(sealer.open(sealed)).toEqual(walmart);
  });

  it('seals the same credentials differently every time (a fresh IV)', () => {
    const sealer = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `k1:${a}` });
    expect(sealer.seal(walmart).sealed).not.toBe(sealer.seal(walmart).sealed);
  });

  it('refuses a sealed value with one bit changed', () => {
    const sealer = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `k1:${a}` });
    const raw = Buffer.from(sealer.seal(walmart).sealed, 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => sealer.open({ keyId: 'k1', sealed: raw.toString('base64') })).toThrow(new CredentialsUnreadable('TAMPERED'));
    expect(() => sealer.open({ keyId: 'k1', sealed: 'c2hvcnQ=' })).toThrow(CredentialsUnreadable);
  });

  it('refuses a key id it does not hold, and a value relabelled with another held key id', () => {
    const sealed = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `k1:${a}` }).seal(walmart);
    expect(() => sealerFor({ CHANNEL_CREDENTIAL_KEYS: `k2:${b}` }).open(sealed)).toThrow(new CredentialsUnreadable('UNKNOWN_KEY'));
    const both = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `k1:${a},k2:${a}`, CHANNEL_CREDENTIAL_KEY_ID: 'k2' });
    expect(() => both.open({ ...sealed, keyId: 'k2' })).toThrow(new CredentialsUnreadable('TAMPERED'));
  });

  it('rotates: seals with the current key and still opens values sealed with an older configured key', () => {
    const old = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `2025:${a}` }).seal(walmart);
    const rotated = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `2025:${a},2026:${b}`, CHANNEL_CREDENTIAL_KEY_ID: '2026' });
    expect(rotated.open(old)).toEqual(walmart);
    const resealed = rotated.seal(rotated.open(old));
    expect(resealed.keyId).toBe('2026');
    expect(sealerFor({ CHANNEL_CREDENTIAL_KEYS: `2026:${b}` }).open(resealed)).toEqual(walmart);
  });

  it('seals short secrets (the PKCE verifier) under the same keys', () => {
    const sealer = sealerFor({ CHANNEL_CREDENTIAL_KEYS: `k1:${a}` });
    expect(sealer.openText(sealer.sealText('verifier-123'))).toBe('verifier-123');
  });
});

describe('credential keys from the configuration', () => {
  it('derives the same development key on every start outside production', () => {
    const first = sealerFor({ NODE_ENV: 'development' }).seal(walmart);
    expect(first.keyId).toBe(DEV_KEY_ID);
    expect(sealerFor({ NODE_ENV: 'test' }).open(first)).toEqual(walmart);
  });

  it('refuses to start in production without keys', () => {
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(() => credentialKeyRing(production)).toThrow(ConfigError);
    expect(() => credentialKeyRing(production)).toThrow(/CHANNEL_CREDENTIAL_KEYS: is required in production/);
  });

  it('refuses keys that are not 32 bytes, and a current id that names no key, naming the variable', () => {
    expect(() => loadConfig({ CHANNEL_CREDENTIAL_KEYS: `k1:${randomBytes(16).toString('base64')}` })).toThrow(/CHANNEL_CREDENTIAL_KEYS/);
    expect(() => loadConfig({ CHANNEL_CREDENTIAL_KEYS: `k1:${key()}`, CHANNEL_CREDENTIAL_KEY_ID: 'k9' })).toThrow(
      /CHANNEL_CREDENTIAL_KEY_ID/,
    );
    expect(() => loadConfig({ CHANNEL_CREDENTIAL_KEYS: `k1:${key()},k2:${key()}` })).toThrow(/CHANNEL_CREDENTIAL_KEY_ID/);
  });
});
