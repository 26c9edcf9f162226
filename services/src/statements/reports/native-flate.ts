// pdf-lib deflates the embedded fonts and their character maps with pako (JavaScript) on every document: node's zlib
// does the same natively, and the same bytes (a font, its map) only once per process.
import { deflateSync } from 'node:zlib';
import type { PDFDocument } from 'pdf-lib';

const MEMO_LIMIT = 8;
const memo = new Map<string | Uint8Array, Buffer>();

function deflated(contents: string | Uint8Array): Buffer {
  let bytes = memo.get(contents);
  if (!bytes) {
    bytes = deflateSync(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents);
    if (memo.size < MEMO_LIMIT) memo.set(contents, bytes);
  }
  return bytes;
}

export function deflateNatively(pdf: PDFDocument): void {
  const context = pdf.context;
  context.flateStream = (contents, dict = {}) => context.stream(deflated(contents), { ...dict, Filter: 'FlateDecode' });
}
