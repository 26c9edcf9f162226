// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph...): the object key is the generated id; name, owner and
// upload time ride as object metadata (the name URI-encoded, since metadata headers are ASCII).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { StoredFileType } from '@ledgerhouse/contracts';
import { systemClock, type Clock } from '../clock/clock';
import { isFileId, type FileMeta, type FileStorage, type StoredFile } from './file-storage';
import { onFirstUse } from '../on-first-use';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (only with FILE_STORAGE=s3)
const s3 = onFirstUse(() => require('@aws-sdk/client-s3') as typeof S3);

export interface S3FileStorageOptions {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO and most self-hosted servers want path-style addresses (endpoint/bucket/key). */
  forcePathStyle: boolean;
  /** Under this key prefix, e.g. "files/". */
  prefix?: string;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class S3FileStorage implements FileStorage {
  private readonly client: S3.S3Client;

  constructor(
    private readonly options: S3FileStorageOptions,
    private readonly clock: Clock = systemClock,
  ) {
    const credentials =
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined;
    this.client = new (s3().S3Client)({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials,
    });
  }

  /** The body is collected first (uploads are capped at a few MB) so the object is sent with its length in one PUT. */
  async put(content: Readable, meta: FileMeta): Promise<StoredFile> {
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const file: StoredFile = { ...meta, id: randomUUID(), size: body.length, createdAt: this.clock.now().toISOString() };
    await this.client.send(
      new (s3().PutObjectCommand)({
        Bucket: this.options.bucket,
        Key: this.key(file.id),
        Body: body,
        ContentType: file.contentType,
        Metadata: { name: encodeURIComponent(file.name), owner: file.ownerId, 'created-at': file.createdAt },
      }),
    );
    return file;
  }

  async get(fileId: string): Promise<{ file: StoredFile; content: Readable } | null> {
    if (!isFileId(fileId)) return null;
    try {
      const out = await this.client.send(new (s3().GetObjectCommand)({ Bucket: this.options.bucket, Key: this.key(fileId) }));
      const meta = out.Metadata ?? {};
      const file: StoredFile = {
        id: fileId,
        name: decodeURIComponent(meta.name ?? fileId),
        ownerId: meta.owner ?? '',
        contentType: out.ContentType as StoredFileType,
        size: out.ContentLength ?? 0,
        createdAt: meta['created-at'] ?? '',
      };
      return { file, content: out.Body as Readable };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(fileId: string): Promise<boolean> {
    if (!isFileId(fileId)) return false;
    try {
      await this.client.send(new (s3().HeadObjectCommand)({ Bucket: this.options.bucket, Key: this.key(fileId) }));
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
    await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.options.bucket, Key: this.key(fileId) }));
    return true;
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  private key(id: string) {
    return `${this.options.prefix ?? ''}${id}`;
  }
}
