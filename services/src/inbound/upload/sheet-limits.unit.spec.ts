import { deflateRawSync } from 'node:zlib';
import { csvRows } from './csv-rows';
import { declaredUnpackedBytes, SheetTooBig } from './sheet-limits';
import { inlineCell, handMadeXlsx, zip } from '../../../../test/support/zip';

const limits = { rows: 3, columns: 4, unpackedBytes: 1024 };

describe('sheet limits', () => {
  it('sums what a zip says its parts unpack to, without unpacking them', () => {
    const parts = [
      { name: 'a.xml', data: Buffer.alloc(1000, 97) },
      { name: 'b.xml', data: Buffer.alloc(2345, 98) },
    ];
    expect(declaredUnpackedBytes(zip(parts))).toBe(3345);
    expect(declaredUnpackedBytes(handMadeXlsx(inlineCell('A1', 'x')))).toBeGreaterThan(0);
  });

  it('finds no directory in bytes that are not a zip', () => {
    expect(declaredUnpackedBytes(Buffer.from('SKU,Quantity\n'))).toBeNull();
    expect(declaredUnpackedBytes(deflateRawSync(Buffer.alloc(100)))).toBeNull();
  });

  it('reads a CSV within the limits, dropping empty cells past the last column', () => {
    expect(csvRows('a,b,,,,,,\n1,2\n', limits)).toEqual([
      { row: 1, cells: ['a', 'b', '', ''] },
      { row: 2, cells: ['1', '2'] },
    ]);
  });

  it('stops a CSV at a value past the last column, and at one row too many', () => {
    expect(() => csvRows('a,b,c,d,e\n', limits)).toThrow(SheetTooBig);
    expect(() => csvRows('1\n2\n3\n4\n', limits)).toThrow(SheetTooBig);
  });
});
