// The file storage port: bytes stored under a generated id, with the original name, type and owner as metadata.
// A user's file name is never part of a path or key.
import type { Readable } from 'node:stream';
import type { StoredFileType } from '@ledgerhouse/contracts';

export interface FileMeta {
  /** The name the user's file had (shown, offered on download). */
  name: string;
  contentType: StoredFileType;
  /** Who may download it besides staff. */
  ownerId: string;
}

export interface StoredFile extends FileMeta {
  id: string;
  size: number;
  /** UTC ISO-8601. */
  createdAt: string;
}

export interface FileStorage {
  /** Stores the stream's bytes; when the stream fails, nothing is kept and the stream's error is thrown. */
  put(content: Readable, meta: FileMeta): Promise<StoredFile>;
  /** The file and a stream of its bytes, or null when there is no such file. */
  get(fileId: string): Promise<{ file: StoredFile; content: Readable } | null>;
  /** True when a file was deleted. */
  delete(fileId: string): Promise<boolean>;
}

/** Ids are UUIDs: anything else cannot name a stored file (and never reaches a path). */
export const isFileId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
