// The list's total counts at most a cap (totalCapped): past it the pager offers one more page at a time
// until a short page shows where the list ends, and the total reads "more than".
export interface CappedPage {
  items: readonly unknown[];
  total: number;
  totalCapped: boolean;
}

export function pagedTotal(
  data: CappedPage | undefined,
  at: { page: number; pageSize: number },
  label: (key: 'total' | 'totalCapped', n: number) => string,
): { total: number; showTotal?: () => string } {
  if (!data) return { total: 0 };
  if (!data.totalCapped) return { total: data.total, showTotal: () => label('total', data.total) };
  const before = (at.page - 1) * at.pageSize;
  const total = data.items.length < at.pageSize ? before + data.items.length : Math.max(data.total, before + 2 * at.pageSize);
  return { total, showTotal: () => label('totalCapped', data.total) };
}
