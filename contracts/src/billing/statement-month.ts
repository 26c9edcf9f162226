// Statement months are UTC calendar months (decision 0040): the same statement for every reader, wherever they are.

/** The UTC month (YYYY-MM) an instant falls in. */
export const statementMonthOf = (at: string | Date): string => new Date(at).toISOString().slice(0, 7);

/** The first instant of a YYYY-MM month and the first instant of the next. */
export function statementMonthBounds(month: string): { start: Date; end: Date } {
  const [year, index] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(year, index - 1, 1)), end: new Date(Date.UTC(year, index, 1)) };
}
