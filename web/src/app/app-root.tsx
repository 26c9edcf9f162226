import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { opensAtTop, scrollKey } from './scroll-position';
import { usePageTitle } from './use-page-title';

/** The root route: every page, with the spec's scroll rules. */
export function AppRoot() {
  const location = useLocation();
  const matches = useMatches();
  const atTop = opensAtTop(matches);
  usePageTitle(matches);
  // Runs after ScrollRestoration's own restore (a child's layout effect runs first), so it wins.
  useLayoutEffect(() => {
    if (atTop) window.scrollTo(0, 0);
  }, [location, atTop]);
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
