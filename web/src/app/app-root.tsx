import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { opensAtTop, scrollKey } from './scroll-position';

/** The root route: every page, with the spec's scroll rules. */
export function AppRoot() {
  const location = useLocation();
  const atTop = opensAtTop(useMatches());
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
