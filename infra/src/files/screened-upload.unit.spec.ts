import { Readable } from 'node:stream';
import { FileRejected, screenUpload } from './screened-upload';

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const chunksOf = (total: number, size: number, first = Buffer.from('%PDF-1.7\n')) => {
  const out = [first];
  for (let sent = first.length; sent < total; sent += size) out.push(Buffer.alloc(Math.min(size, total - sent), 1));
  return out;
};

describe('screenUpload', () => {
  it('hands back every byte of an accepted file with its sniffed type', async () => {
    const parts = chunksOf(300_000, 16_384);
    const screened = await screenUpload(Readable.from(parts), 1_000_000);
    expect(screened.type).toBe('application/pdf');
    expect((await drain(screened.content)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('refuses a file past the cap while it streams, before the end', async () => {
    let pulled = 0;
    async function* endless() {
      yield Buffer.from('%PDF-1.7\n');
      for (;;) {
        pulled++;
        yield Buffer.alloc(65_536, 1);
      }
    }
    const screened = await screenUpload(endless(), 500_000);
    await expect(drain(screened.content)).rejects.toEqual(new FileRejected('TOO_LARGE'));
    expect(pulled).toBeLessThan(12);
  });

  it('refuses a type it does not accept before reading past the head', async () => {
    await expect(screenUpload(Readable.from([Buffer.from('MZ'), Buffer.alloc(100, 0)]), 1_000_000)).rejects.toEqual(
      new FileRejected('TYPE_NOT_ALLOWED'),
    );
  });

  it('refuses an empty file', async () => {
    await expect(screenUpload(Readable.from([]), 1_000_000)).rejects.toEqual(new FileRejected('EMPTY'));
  });
});
