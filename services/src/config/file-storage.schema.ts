// Where uploaded files live: local disk under DATA_DIR/files (default) or an S3-compatible bucket.
import { z } from 'zod';

const blankIsUnset = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v));

export const fileStorageConfig = {
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible server (MinIO, Ceph...); unset with FILE_STORAGE=s3 means AWS itself. */
  S3_ENDPOINT: blankIsUnset.pipe(z.url().optional()).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: blankIsUnset.pipe(z.string().min(3).max(63).optional()).optional(),
  S3_ACCESS_KEY_ID: blankIsUnset.optional(),
  S3_SECRET_ACCESS_KEY: blankIsUnset.optional(),
  /** Path-style addresses (endpoint/bucket/key), as MinIO wants; AWS takes either. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
};

/** FILE_STORAGE=s3 needs a bucket. */
export function fileStorageRules(c: { FILE_STORAGE: 'local' | 's3'; S3_BUCKET?: string }, ctx: z.RefinementCtx): void {
  if (c.FILE_STORAGE === 's3' && !c.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with FILE_STORAGE=s3' });
}
