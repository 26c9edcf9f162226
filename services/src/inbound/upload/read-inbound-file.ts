// An uploaded inbound file, start to end: bytes to rows, rows to lines, lines joined to the seller's products.
import type { ProductBySku } from '../../catalog/queries/find-own-products-by-sku.query';
import { parseInboundFile } from './inbound-file-parser';
import { resolveFileLines, type ResolvedInboundFile } from './resolve-file-lines';
import { InvalidSheet, sheetRows, type SheetKind } from './sheet-rows';

export async function readInboundFile(
  bytes: Buffer,
  kind: SheetKind,
  findProducts: (skus: string[]) => Promise<ProductBySku[]>,
): Promise<ResolvedInboundFile> {
  let rows;
  try {
    rows = await sheetRows(bytes, kind);
  } catch (err) {
    if (err instanceof InvalidSheet) return { lines: [], problems: [{ code: 'INBOUND_FILE_INVALID', row: null, column: null, sku: null }] };
    throw err;
  }
  const parsed = parseInboundFile(rows);
  const products = parsed.skus.length > 0 ? await findProducts(parsed.skus.map((s) => s.sku)) : [];
  return resolveFileLines(parsed, products);
}
