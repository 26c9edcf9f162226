// The file's lines joined to the seller's own products: unknown SKUs reported by row, blanks filled from the product
// (barcode, box size, weight, country), so the wizard's step 2 opens complete.
import { INBOUND_FILE_COLUMNS, type UploadedInboundLine } from '@ledgerhouse/contracts';
import type { ProductBySku } from '../../catalog/queries/find-own-products-by-sku.query';
import type { RawInboundFileProblem } from './inbound-file-problem';
import type { ParsedInboundFile } from './inbound-file-parser';

export interface ResolvedInboundFile {
  /** Empty when there is any problem: a file is taken whole or not at all. */
  lines: UploadedInboundLine[];
  problems: RawInboundFileProblem[];
}

const columnOrder = new Map<string | null, number>(INBOUND_FILE_COLUMNS.map((c, i) => [c.key, i]));

/** By row (whole-file problems first), then by column in template order. */
export function sortProblems(problems: RawInboundFileProblem[]): RawInboundFileProblem[] {
  return [...problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || (columnOrder.get(a.column) ?? -1) - (columnOrder.get(b.column) ?? -1));
}

export function resolveFileLines(parsed: ParsedInboundFile, products: readonly ProductBySku[]): ResolvedInboundFile {
  const bySku = new Map(products.map((p) => [p.sku.toLowerCase(), p]));
  const problems = [...parsed.problems];
  for (const { row, sku } of parsed.skus)
    if (!bySku.has(sku.toLowerCase())) problems.push({ code: 'INBOUND_FILE_SKU_NOT_FOUND', row, column: 'sku', sku });

  const lines: UploadedInboundLine[] = [];
  for (const line of parsed.lines) {
    const product = bySku.get(line.sku.toLowerCase());
    if (!product) continue;
    const barcode = line.barcode ?? product.barcode;
    if (!barcode) {
      problems.push({ code: 'INBOUND_FILE_INVALID_DATA', row: line.row, column: 'barcode', sku: line.sku });
      continue;
    }
    lines.push({
      productId: product.productId,
      sku: product.sku,
      title: product.title,
      quantity: line.quantity,
      barcode,
      packageSize: line.packageSize ?? product.dimensions,
      weight: line.weight ?? product.weight,
      countryOfOrigin: line.countryOfOrigin ?? product.countryOfOrigin,
    });
  }
  return problems.length > 0 ? { lines: [], problems: sortProblems(problems) } : { lines, problems: [] };
}
