// An uploaded inbound file, start to end: bytes to rows, rows to lines, lines joined to the seller's products.
import { INBOUND_FILE_LIMITS } from '@ledgerhouse/contracts';
import type { ProductBySku } from '../../catalog/queries/find-own-products-by-sku.query';
import { parseInboundFile } from './inbound-file-parser';
import { resolveFileLines, type ResolvedInboundFile } from './resolve-file-lines';
import { SheetTooBig, type SheetLimits } from './sheet-limits';
import { InvalidSheet, type SheetKind } from './sheet-rows';
import { sheetRowsOffThread } from './sheet-rows-off-thread';

const INBOUND_SHEET_LIMITS: SheetLimits = {
  rows: INBOUND_FILE_LIMITS.rows,
  columns: INBOUND_FILE_LIMITS.columns,
  unpackedBytes: INBOUND_FILE_LIMITS.unpackedMb * 1024 * 1024,
};

export async function readInboundFile(
  bytes: Buffer,
  kind: SheetKind,
  findProducts: (skus: string[]) => Promise<ProductBySku[]>,
): Promise<ResolvedInboundFile> {
  let rows;
  try {
    rows = await sheetRowsOffThread(bytes, kind, INBOUND_SHEET_LIMITS);
  } catch (err) {
    if (err instanceof InvalidSheet) return { lines: [], problems: [{ code: 'INBOUND_FILE_INVALID', row: null, column: null, sku: null }] };
    if (err instanceof SheetTooBig) return { lines: [], problems: [{ code: 'INBOUND_FILE_TOO_BIG', row: null, column: null, sku: null }] };
    throw err;
  }
  const parsed = parseInboundFile(rows);
  const products = parsed.skus.length > 0 ? await findProducts(parsed.skus.map((s) => s.sku)) : [];
  return resolveFileLines(parsed, products);
}
