// The access-token key of an embedded start: random, made once per data folder and kept beside its database.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.schema';
import { ConfigError } from './load-config';

export const SIGNING_KEY_FILE = 'jwt-secret';

/** Reads DATA_DIR/jwt-secret, creating it (mode 0600) on first use; two starts racing still agree on one key. */
export function readOrCreateSigningKey(dataDir: string): string {
  const file = path.resolve(dataDir, SIGNING_KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file); // atomic: never a half-written key, and an existing key is kept
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32)
    throw new ConfigError([`JWT_SECRET: the key in ${file} is shorter than 32 characters; delete the file to make a new one`]);
  return key;
}

/**
 * The config with its access-token key: JWT_SECRET when set; required with DATABASE_URL (every instance on a shared
 * database must share one key, and no published key may sign for it); else the embedded start's own key file.
 */
export function withSigningKey(config: AppConfig): AppConfig {
  if (config.JWT_SECRET) return config;
  if (config.DATABASE_URL) {
    throw new ConfigError([
      'JWT_SECRET: is required when DATABASE_URL is set (32+ random characters shared by every instance, e.g. `openssl rand -base64 48`)',
    ]);
  }
  return { ...config, JWT_SECRET: readOrCreateSigningKey(config.DATA_DIR) };
}
