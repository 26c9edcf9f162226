import { sniffFileType } from './file-type-sniffer';

const bytes = (...b: number[]) => Buffer.from(b);
const withTail = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64, 0)]);

describe('sniffFileType', () => {
  it.each([
    ['a PDF', withTail(Buffer.from('%PDF-1.4\n')), 'application/pdf'],
    ['a PNG', withTail(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)), 'image/png'],
    ['a JPEG', withTail(bytes(0xff, 0xd8, 0xff, 0xe0)), 'image/jpeg'],
    ['a WEBP', withTail(Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')])), 'image/webp'],
    [
      'an XLSX workbook',
      withTail(Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(26), Buffer.from('xl/workbook.xml')])),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['CSV text', Buffer.from('SKU,Quantity\nA-1,5\n'), 'text/csv'],
    ['CSV with a BOM and Cyrillic', Buffer.from('\uFEFFSKU;Количество\r\nА-1;5\r\n'), 'text/csv'],
  ])('recognises %s from its bytes', (_what, head, type) => {
    expect(sniffFileType(head, true)).toBe(type);
  });

  it.each([
    ['a Windows program', withTail(Buffer.from('MZ\x90\x00'))],
    [
      'a zip that is no workbook',
      withTail(Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(26), Buffer.from('word/document.xml')])),
    ],
    ['a RIFF that is no WEBP (WAV)', withTail(Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WAVEfmt ')]))],
    ['binary with NUL bytes', bytes(0x41, 0x00, 0x42, 0x43)],
    ['text that is not UTF-8', bytes(0x53, 0x4b, 0x55, 0xff, 0xfe, 0x0a)],
    ['nothing at all', Buffer.alloc(0)],
  ])('refuses %s', (_what, head) => {
    expect(sniffFileType(head, true)).toBeNull();
  });

  it('accepts a text head whose last character the sniff window cut in two', () => {
    const text = Buffer.from('SKU,Title\nA-1,Чай');
    const cut = text.subarray(0, text.length - 1);
    expect(sniffFileType(cut, false)).toBe('text/csv');
    expect(sniffFileType(cut, true)).toBeNull();
  });

  it('ignores what the name or declared type says: a PNG renamed .csv is still a PNG', () => {
    expect(sniffFileType(withTail(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)), true)).toBe('image/png');
  });
});
