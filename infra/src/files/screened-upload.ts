// An upload checked while it streams: its type from the first bytes (before anything is stored) and its size as the
// bytes pass, so an oversized or disguised file is refused without ever being held whole in memory.
import { Readable } from 'node:stream';
import type { StoredFileType } from '@ledgerhouse/contracts';
import { SNIFF_BYTES, sniffFileType } from './file-type-sniffer';

export type FileRejection = 'TOO_LARGE' | 'TYPE_NOT_ALLOWED' | 'EMPTY';

export class FileRejected extends Error {
  constructor(readonly reason: FileRejection) {
    super(`file rejected: ${reason}`);
    this.name = 'FileRejected';
  }
}

export interface ScreenedUpload {
  type: StoredFileType;
  /** The whole file again (the head read for sniffing first); fails with FileRejected('TOO_LARGE') past the cap. */
  content: Readable;
}

/**
 * Reads the head of `source`, decides its type, and hands back a stream of all of it. Throws FileRejected for an
 * empty file, a type we do not accept, or a head already over `maxBytes`.
 */
export async function screenUpload(source: AsyncIterable<Buffer>, maxBytes: number): Promise<ScreenedUpload> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  if (head.length === 0) throw new FileRejected('EMPTY');
  if (head.length > maxBytes) throw new FileRejected('TOO_LARGE');
  const type = sniffFileType(head.subarray(0, SNIFF_BYTES), ended && head.length <= SNIFF_BYTES);
  if (!type) throw new FileRejected('TYPE_NOT_ALLOWED');

  async function* whole(): AsyncGenerator<Buffer> {
    yield head;
    if (ended) return;
    let total = head.length;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      total += next.value.length;
      if (total > maxBytes) throw new FileRejected('TOO_LARGE');
      yield next.value;
    }
  }
  return { type, content: Readable.from(whole(), { objectMode: false }) };
}
