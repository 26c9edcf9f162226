// Catalog's public door for other contexts (inbound's file upload): a seller's own products by SKU. The query file
// carries no handler, so another context may import it (docs/architecture.md: a context's commands and queries as its interface).
import { Query } from '@nestjs/cqrs';
import type { LengthUnit, WeightUnit } from '@ledgerhouse/contracts';

export interface ProductBySku {
  productId: string;
  sku: string;
  title: string;
  barcode: string | null;
  countryOfOrigin: string | null;
  dimensions: { length: number; width: number; height: number; unit: LengthUnit } | null;
  weight: { value: number; unit: WeightUnit } | null;
}

/** The seller's live products whose SKU matches one of `skus` (SKUs compare case-insensitively, as they are unique). */
export class FindOwnProductsBySku extends Query<ProductBySku[]> {
  constructor(
    readonly sellerId: string,
    readonly skus: readonly string[],
  ) {
    super();
  }
}
