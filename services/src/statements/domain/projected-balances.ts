// A month's balances from the statement_months row of that month, or of the latest month before it with lines (a
// quiet month opens and closes at that month's closing), or $0.00 before the wallet's first line.

export interface MonthRow {
  month: string;
  opening_cents: string | number;
  closing_cents: string | number;
}

export function projectedBalances(latest: MonthRow | undefined, month: string): { openingCents: number; closingCents: number } {
  if (!latest) return { openingCents: 0, closingCents: 0 };
  if (latest.month === month) return { openingCents: Number(latest.opening_cents), closingCents: Number(latest.closing_cents) };
  return { openingCents: Number(latest.closing_cents), closingCents: Number(latest.closing_cents) };
}
