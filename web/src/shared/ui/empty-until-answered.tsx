// An empty list says so only once the server has answered: before the first answer the table is blank under its
// spinner, so "No products yet" never flashes before the products.
import type { ReactNode } from 'react';

export function emptyUntilAnswered(query: { data?: unknown }, text: ReactNode): ReactNode {
  return query.data === undefined ? <span data-testid="list-waiting" /> : text;
}
