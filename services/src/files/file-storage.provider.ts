// The one FileStorage of the app, chosen by configuration: local disk under DATA_DIR/files, or an S3 bucket.
import path from 'node:path';
import type { Provider } from '@nestjs/common';
import { LocalDiskFileStorage, S3FileStorage, type Clock, type FileStorage } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, CLOCK } from '../persistence/tokens';

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export function fileStorageFor(config: AppConfig, clock: Clock): FileStorage {
  if (config.FILE_STORAGE === 'local') return new LocalDiskFileStorage(path.resolve(config.DATA_DIR, 'files'), clock);
  return new S3FileStorage(
    {
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    },
    clock,
  );
}

export const fileStorageProvider: Provider = { provide: FILE_STORAGE, inject: [APP_CONFIG, CLOCK], useFactory: fileStorageFor };
