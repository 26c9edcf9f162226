// What the seller's and the warehouse's order lists share: the number search and the sort orders.
import type { OrderSort } from '@ledgerhouse/contracts';

/** An ilike pattern for part of the order number (%, _ and \ match themselves). */
export const numberLike = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMN = { orderDate: 'o.order_date', number: 'o.number', createdAt: 'o.created_at' } as const;

/** The column and direction to order by; the caller adds the id in the same direction so pages never overlap. */
export function sortOf(sort: OrderSort): [(typeof SORT_COLUMN)[keyof typeof SORT_COLUMN], 'asc' | 'desc'] {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  return [SORT_COLUMN[sort.replace('-', '') as keyof typeof SORT_COLUMN], direction];
}
