// Spec 2 routing rules: login with redirectTo, admin only for STAFF/WAREHOUSE_MANAGER, the manager's home is the
// admin warehouse, and a blocked user reaches only the screens spec 6 leaves open.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/session-store';
import { isAdminType } from '../shared/session/use-auth-actions';
import { paths } from './paths';

const OPEN_TO_BLOCKED = ['/deactivated-dashboard', '/sales-channels', '/marketplaces/', '/sales_channel/', '/support', '/payment-information', '/add-yookassa-card', '/admin'];

export function RequireSession({ area, children }: { area: 'seller' | 'admin'; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session.access || !session.user) return <Navigate to={paths.login.href(`${pathname}${search}`)} replace />;
  const acting = session.impersonatedUser ?? session.user;
  if (area === 'admin' && !isAdminType(session.user.userType)) return <Navigate to={paths.dashboard.href()} replace />;
  if (area === 'seller' && pathname === '/' && session.user.userType === 'WAREHOUSE_MANAGER' && !session.impersonatedUser) {
    return <Navigate to={paths.adminWarehouse.href()} replace />;
  }
  if (acting.blocked && !OPEN_TO_BLOCKED.some((p) => pathname.startsWith(p))) return <Navigate to={paths.deactivatedDashboard.href()} replace />;
  return <>{children}</>;
}
