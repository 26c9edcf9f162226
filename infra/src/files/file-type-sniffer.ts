// What a file really is, read from its first bytes (magic numbers); the type a client declares is never trusted.
import type { StoredFileType } from '@ledgerhouse/contracts';

/** How many leading bytes the sniffer wants to see (fewer when the file is shorter). */
export const SNIFF_BYTES = 64 * 1024;

const startsWith = (head: Buffer, magic: number[], at = 0) => magic.every((b, i) => head[at + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** An Office Open XML workbook is a zip whose entries live under `xl/`; their names are stored uncompressed. */
function isWorkbook(head: Buffer): boolean {
  return startsWith(head, ZIP) && head.includes('xl/', 0, 'latin1');
}

/** Text: valid UTF-8 (a BOM allowed), no NUL and no control characters beyond tab, CR, LF and form feed. */
function isText(head: Buffer, complete: boolean): boolean {
  if (head.length === 0) return false;
  // A multi-byte character may be cut at the end of a partial head: drop up to 3 trailing bytes before checking.
  let end = head.length;
  if (!complete) while (end > head.length - 3 && end > 0 && (head[end - 1] & 0xc0) === 0x80) end--;
  if (!complete && end > 0 && head[end - 1] >= 0xc0) end--;
  const text = head.subarray(0, end);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    return false;
  }
  for (const byte of text) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  return true;
}

/**
 * The type of a file from its head, or null when it is none we accept. `complete` says the head is the whole file
 * (a short file), so a text check need not allow for a character cut at the end.
 */
export function sniffFileType(head: Buffer, complete: boolean): StoredFileType | null {
  if (startsWith(head, PDF)) return 'application/pdf';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  if (isWorkbook(head)) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (startsWith(head, ZIP)) return null;
  if (isText(head, complete)) return 'text/csv';
  return null;
}
