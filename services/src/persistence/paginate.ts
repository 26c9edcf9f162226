// One page of a read-model list: the rows of the page and the count of every match, from one filtered query.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '@ledgerhouse/contracts';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** What `rowsOf` returns: a select (columns and order) that can still be limited. */
interface Limitable<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/**
 * `filtered` holds the from and where clauses; `rowsOf` adds columns, joins and order for the page's rows.
 * The count runs on `filtered` alone, so joins that only add columns do not slow it.
 */
export async function paginate<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rowsOf: (query: SelectQueryBuilder<DB, TB, O>) => Limitable<Row>,
  { page, pageSize }: PageRequest,
): Promise<Page<Row>> {
  const [items, count] = await Promise.all([
    rowsOf(filtered)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered
      .select(sql<string>`count(*)`.as('n'))
      .$castTo<{ n: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n), page, pageSize };
}
