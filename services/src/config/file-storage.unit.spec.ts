import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskFileStorage, S3FileStorage, systemClock } from '@ledgerhouse/infra';
import { fileStorageFor } from '../files/file-storage.provider';
import { ConfigError, loadConfig } from './load-config';

describe('file storage configuration', () => {
  it('keeps files on local disk under DATA_DIR/files by default', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.FILE_STORAGE).toBe('local');
      const storage = fileStorageFor(config, systemClock);
      expect(storage).toBeInstanceOf(LocalDiskFileStorage);
      const file = await storage.put(Readable.from([Buffer.from('a\n')]), { name: 'a.csv', contentType: 'text/csv', ownerId: 'u1' });
      expect(existsSync(path.join(dataDir, 'files', file.id))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses FILE_STORAGE=s3 without a bucket, naming S3_BUCKET', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('selects the S3 adapter with a bucket, and refuses an endpoint that is not a URL', () => {
    const config = loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'lh-files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    const storage = fileStorageFor(config, systemClock);
    expect(storage).toBeInstanceOf(S3FileStorage);
    (storage as S3FileStorage).close();
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'lh-files', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
  });
});
