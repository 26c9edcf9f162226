// Spec 2 routing rules on scrolling; framework-free so the rules are unit-tested.
import type { RouteHandle } from './route-handle';

interface Match {
  pathname: string;
  handle: unknown;
}

const handleOf = (match: Match) => (match.handle ?? {}) as RouteHandle;

/**
 * The ScrollRestoration key: the path of the deepest route whose children keep the scroll (its modal child and
 * tabs then share one saved position), else the history entry, which starts a new page at the top.
 */
export function scrollKey(location: { key: string }, matches: Match[]): string {
  const keeper = matches.findLast((m) => handleOf(m).keepsScroll);
  return keeper ? keeper.pathname.replace(/\/+$/, '') || '/' : location.key;
}

export const opensAtTop = (matches: Match[]): boolean => matches.some((m) => handleOf(m).opensAtTop);
