// The seller's filtered products, page after page, for the CSV/Excel export (optionally only the ticked ids).
import type { QueryBus } from '@nestjs/cqrs';
import { productRoutes, type ProductPage, type ProductView, type QueryOf } from '@ledgerhouse/contracts';
import { ListProducts } from '../queries/product-queries';

export type ProductExportQuery = QueryOf<typeof productRoutes.export>;

const PAGE_SIZE = 200;

export async function* productExportPages(queries: QueryBus, sellerId: string, query: ProductExportQuery): AsyncIterable<ProductView[]> {
  const ids = query.ids === undefined ? null : new Set([query.ids].flat());
  for (let page = 1; ; page++) {
    const result: ProductPage = await queries.execute(new ListProducts(sellerId, { ...query, page, pageSize: PAGE_SIZE }));
    yield ids ? result.items.filter((p) => ids.has(p.id)) : result.items;
    // Not the total: it is capped, so the last page is the first one that is not full.
    if (result.items.length < PAGE_SIZE) return;
  }
}
