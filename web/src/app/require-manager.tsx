// Admin pages for warehouse managers only (the API answers other staff 403 WAREHOUSE_MANAGER_ONLY): staff go to the
// admin home instead.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../shared/session/session-store';
import { paths } from './paths';

export const isManager = (userType: string | null | undefined) => userType === 'WAREHOUSE_MANAGER';

export function RequireManager({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isManager(session.user?.userType)) return <Navigate to={paths.adminWarehouse.href()} replace />;
  return <>{children}</>;
}
