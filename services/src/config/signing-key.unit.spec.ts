import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './load-config';
import { readOrCreateSigningKey, SIGNING_KEY_FILE, withSigningKey } from './signing-key';

describe('the embedded start signing key', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lh-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes a random key readable by its owner only on the first start and reuses it on the next', () => {
    const first = readOrCreateSigningKey(path.join(dataDir, 'nested'));
    const file = path.join(dataDir, 'nested', SIGNING_KEY_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSigningKey(path.join(dataDir, 'nested'))).toBe(first);
  });

  it('gives every data folder its own key', () => {
    expect(readOrCreateSigningKey(path.join(dataDir, 'a'))).not.toBe(readOrCreateSigningKey(path.join(dataDir, 'b')));
  });

  it('fills JWT_SECRET from the data folder on the embedded start and keeps a configured one', () => {
    const embedded = withSigningKey(loadConfig({ DATA_DIR: dataDir }));
    expect(embedded.JWT_SECRET).toBe(readFileSync(path.join(dataDir, SIGNING_KEY_FILE), 'utf8').trim());
    const configured = 'k'.repeat(40);
    expect(withSigningKey(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: configured })).JWT_SECRET).toBe(configured);
  });

  it('refuses to start on DATABASE_URL without JWT_SECRET, naming the variable', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ledgerhouse' });
    expect(() => withSigningKey(config)).toThrow(/JWT_SECRET: is required when DATABASE_URL is set/);
  });
});
