// What reading an uploaded sheet may cost: rows, columns with a value, and (XLSX) the bytes its parts unpack to, as
// the zip's central directory declares them. The worker that reads it also has a heap cap and a time limit
// (sheet-rows-off-thread.ts), for a file whose declarations lie. Imports nothing of the app: the worker loads it.

export interface SheetLimits {
  rows: number;
  columns: number;
  unpackedBytes: number;
}

export class SheetTooBig extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SheetTooBig';
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;

/**
 * The bytes an XLSX (a zip) says its parts unpack to, summed from its central directory without unpacking anything;
 * null when there is no readable directory (the workbook reader then refuses the file as it is). A ZIP64 size counts
 * as too big.
 */
export function declaredUnpackedBytes(zip: Buffer): number | null {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--)
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) return null;
    const size = zip.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}
