// Product search: one substring match over title, SKU and barcode, written as the expression the
// products_search_trgm index covers (migration 20261122_1102), so PostgreSQL answers it from that index.
import { sql, type ExpressionBuilder } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

export function productSearch(term: string) {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (_eb: ExpressionBuilder<ReadModelDatabase, 'products'>) =>
    sql<boolean>`(title || ' ' || sku || ' ' || coalesce(barcode, '')) ilike ${like}`;
}
