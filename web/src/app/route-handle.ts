import type { ScreenKey } from './paths';

/** What a route tells the shell through its `handle`. */
export interface RouteHandle {
  /** Its name in the breadcrumbs (spec 2, breadcrumb names). */
  crumb?: ScreenKey;
  /** Its modal children and tabs open over it without moving the page (spec 2: modal routes and wallet tabs keep the scroll position). */
  keepsScroll?: boolean;
  /** Opens at the top even when the browser comes back to it (spec 2: edit-order always scrolls to the top). */
  opensAtTop?: boolean;
}
