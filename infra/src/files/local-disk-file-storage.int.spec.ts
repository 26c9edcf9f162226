// The file storage contract on local disk, and what only a disk can show: names never become paths, a failed upload
// leaves no file behind.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { runFileStorageContract } from './file-storage.contract';
import { LocalDiskFileStorage } from './local-disk-file-storage';

runFileStorageContract('local disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'lh-files-'));
  return { storage: new LocalDiskFileStorage(path.join(root, 'files')), cleanup: () => rm(root, { recursive: true, force: true }) };
});

describe('LocalDiskFileStorage', () => {
  let root: string;
  let storage: LocalDiskFileStorage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lh-files-'));
    storage = new LocalDiskFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('names what it writes by id only, never by the uploaded name', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('a\n')]), { name: '../evil.csv', contentType: 'text/csv', ownerId: 'u1' });
    expect((await readdir(root)).sort()).toEqual([stored.id, `${stored.id}.json`]);
    expect(await readdir(path.dirname(root))).not.toContain('evil.csv');
  });

  it('leaves no partial file when the upload fails midway', async () => {
    async function* failing() {
      yield Buffer.alloc(10_000, 1);
      throw new Error('cut');
    }
    await expect(storage.put(Readable.from(failing()), { name: 'a.pdf', contentType: 'application/pdf', ownerId: 'u1' })).rejects.toThrow(
      'cut',
    );
    expect(await readdir(root)).toEqual([]);
  });
});
