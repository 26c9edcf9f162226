// The behaviour every FileStorage adapter must show; each adapter's *.int.spec.ts runs it against a real store.
import { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

export interface FileStorageSubject {
  storage: FileStorage;
  cleanup(): Promise<void>;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const OWNER = '6d1c8b0e-4c55-4f0a-9d53-2f1f7a0c1e11';
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 7)]);

export function runFileStorageContract(name: string, open: () => Promise<FileStorageSubject>): void {
  describe(`FileStorage contract: ${name}`, () => {
    let subject: FileStorageSubject;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.cleanup());

    it('gives back the same bytes, name, type, owner and size under a generated id', async () => {
      const stored = await subject.storage.put(Readable.from([pdf.subarray(0, 1000), pdf.subarray(1000)]), {
        name: 'Накладная №5 (final).pdf',
        contentType: 'application/pdf',
        ownerId: OWNER,
      });
      expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.size).toBe(pdf.length);
      const got = await subject.storage.get(stored.id);
      expect(got?.file).toMatchObject({
        id: stored.id,
        name: 'Накладная №5 (final).pdf',
        contentType: 'application/pdf',
        ownerId: OWNER,
        size: pdf.length,
      });
      expect(Date.parse(got!.file.createdAt)).not.toBeNaN();
      expect((await bytesOf(got!.content)).equals(pdf)).toBe(true);
    });

    it('keeps a path-like name as a name only', async () => {
      const stored = await subject.storage.put(Readable.from([Buffer.from('a,b\n1,2\n')]), {
        name: '../../etc/passwd',
        contentType: 'text/csv',
        ownerId: OWNER,
      });
      const got = await subject.storage.get(stored.id);
      expect(got?.file.name).toBe('../../etc/passwd');
      expect((await bytesOf(got!.content)).toString()).toBe('a,b\n1,2\n');
    });

    it('finds nothing for an unknown id or a path given as an id', async () => {
      expect(await subject.storage.get('3b0f6f3e-8f7c-4a36-9d7e-2a9a4a0b5c61')).toBeNull();
      expect(await subject.storage.get('../../etc/passwd')).toBeNull();
      expect(await subject.storage.delete('../../etc/passwd')).toBe(false);
    });

    it('deletes a file once: it is gone after, and a second delete finds nothing', async () => {
      const stored = await subject.storage.put(Readable.from([Buffer.from('x\n')]), {
        name: 'x.csv',
        contentType: 'text/csv',
        ownerId: OWNER,
      });
      expect(await subject.storage.delete(stored.id)).toBe(true);
      expect(await subject.storage.get(stored.id)).toBeNull();
      expect(await subject.storage.delete(stored.id)).toBe(false);
    });

    it('reads a download to its end when the file is deleted after the download began', async () => {
      const bytes = Buffer.alloc(256 * 1024, 7);
      const stored = await subject.storage.put(Readable.from([bytes]), { name: 'big.pdf', contentType: 'application/pdf', ownerId: OWNER });
      const download = await subject.storage.get(stored.id);
      expect(await subject.storage.delete(stored.id)).toBe(true);
      expect((await bytesOf(download!.content)).equals(bytes)).toBe(true);
      expect(await subject.storage.get(stored.id)).toBeNull();
    });

    it('stores nothing when the incoming stream fails, and throws its error', async () => {
      async function* failing() {
        yield Buffer.from('%PDF-1.7\n');
        throw new Error('client went away');
      }
      await expect(
        subject.storage.put(Readable.from(failing()), { name: 'a.pdf', contentType: 'application/pdf', ownerId: OWNER }),
      ).rejects.toThrow('client went away');
    });
  });
}
