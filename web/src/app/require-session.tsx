// Spec 2 routing rules: login with redirectTo, admin only for STAFF/WAREHOUSE_MANAGER, the manager's home is the
// admin warehouse, and a blocked user reaches only the screens spec 6 leaves open (blockedAllowed in paths.ts).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionStore, useSession } from '../shared/session/session-store';
import { isAdminType } from '../shared/session/user-types';
import { isOpenToBlocked, paths, type Access } from './paths';

export function RequireSession({ area, children }: { area: Exclude<Access, 'guest'>; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session.access || !session.user) {
    // Already on its way to the login page (a guarded page still shown while the login page loads, after a log out):
    // nothing to add, or the return address would name the login page itself.
    if (pathname === paths.login.href()) return null;
    // Logged out on purpose: plain login. Lost (expired, cleared elsewhere): login, then back here.
    return <Navigate to={sessionStore.signedOut ? paths.login.href() : paths.login.href(`${pathname}${search}`)} replace />;
  }
  const acting = session.impersonatedUser ?? session.user;
  if (area === 'admin' && !isAdminType(session.user.userType)) return <Navigate to={paths.dashboard.href()} replace />;
  if (area === 'seller' && pathname === '/' && session.user.userType === 'WAREHOUSE_MANAGER' && !session.impersonatedUser) {
    return <Navigate to={paths.adminWarehouse.href()} replace />;
  }
  if (acting.blocked && !isOpenToBlocked(pathname)) return <Navigate to={paths.deactivatedDashboard.href()} replace />;
  // The deactivated dashboard is for blocked users only; an active (or unblocked) one goes home.
  if (!acting.blocked && pathname.startsWith(paths.deactivatedDashboard.href())) return <Navigate to={paths.dashboard.href()} replace />;
  return <>{children}</>;
}
