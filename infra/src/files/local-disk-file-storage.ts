// Files on local disk under <root> (DATA_DIR/files by default): `<id>` holds the bytes, `<id>.json` the metadata.
// Bytes go to a temporary name first and are renamed only when complete, so a failed upload leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { systemClock, type Clock } from '../clock/clock';
import { isFileId, type FileMeta, type FileStorage, type StoredFile } from './file-storage';

export class LocalDiskFileStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly clock: Clock = systemClock,
  ) {}

  async put(content: Readable, meta: FileMeta): Promise<StoredFile> {
    await mkdir(this.root, { recursive: true });
    const id = randomUUID();
    const partial = path.join(this.root, `${id}.partial`);
    let size = 0;
    content.on('data', (chunk: Buffer) => (size += chunk.length));
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
      const file: StoredFile = { ...meta, id, size, createdAt: this.clock.now().toISOString() };
      await writeFile(this.metaPath(id), JSON.stringify(file), { flag: 'wx' });
      await rename(partial, this.bytesPath(id));
      return file;
    } catch (err) {
      await Promise.all([rm(partial, { force: true }), rm(this.metaPath(id), { force: true })]);
      throw err;
    }
  }

  /**
   * The bytes are opened before answering: a delete racing a download then either wins before the open (null: a
   * 404) or leaves the open file readable to its end (unlinked files live while open), never a stream that fails
   * after the answer's headers went out.
   */
  async get(fileId: string): Promise<{ file: StoredFile; content: Readable } | null> {
    const file = await this.readMeta(fileId);
    if (!file) return null;
    let handle;
    try {
      handle = await open(this.bytesPath(fileId), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    return { file, content: handle.createReadStream() };
  }

  async delete(fileId: string): Promise<boolean> {
    if (!(await this.readMeta(fileId))) return false;
    await rm(this.bytesPath(fileId), { force: true });
    await rm(this.metaPath(fileId), { force: true });
    return true;
  }

  /** The metadata of a complete file (its bytes renamed into place), or null. */
  private async readMeta(fileId: string): Promise<StoredFile | null> {
    if (!isFileId(fileId)) return null;
    try {
      const [meta] = await Promise.all([readFile(this.metaPath(fileId), 'utf8'), stat(this.bytesPath(fileId))]);
      return JSON.parse(meta) as StoredFile;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  private bytesPath(id: string) {
    return path.join(this.root, id);
  }

  private metaPath(id: string) {
    return path.join(this.root, `${id}.json`);
  }
}
