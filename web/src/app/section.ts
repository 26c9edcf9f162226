import type { RouteObject } from 'react-router';
import type { ScreenKey } from './paths';
import type { RouteHandle } from './route-handle';

/** A branch that only groups children and names a breadcrumb. */
export function section(
  path: string,
  crumb: ScreenKey | undefined,
  children: RouteObject[],
  handle: Omit<RouteHandle, 'crumb'> = {},
): RouteObject {
  return { path, handle: { ...handle, crumb }, children };
}
