// The file storage contract against an S3-compatible server when S3_ENDPOINT names one (e.g. a local MinIO with
// S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); none runs on this machine.
import { randomUUID } from 'node:crypto';
import { runFileStorageContract } from './file-storage.contract';
import { S3FileStorage } from './s3-file-storage';

const endpoint = process.env.S3_ENDPOINT;

if (endpoint) {
  runFileStorageContract('S3', async () => {
    const storage = new S3FileStorage({
      endpoint,
      region: process.env.S3_REGION ?? 'us-east-1',
      bucket: process.env.S3_BUCKET ?? 'ledgerhouse-test',
      accessKeyId: process.env.S3_ACCESS_KEY_ID,
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE !== 'false',
      prefix: `contract-${randomUUID()}/`,
    });
    return { storage, cleanup: async () => storage.close() };
  });
} else {
  describe('FileStorage contract: S3', () => {
    it('is not run: no S3_ENDPOINT', () => {
      console.warn(
        'S3 file storage contract skipped: set S3_ENDPOINT (and S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to run it against a server.',
      );
      expect(process.env.S3_ENDPOINT).toBeUndefined();
    });
  });
}
