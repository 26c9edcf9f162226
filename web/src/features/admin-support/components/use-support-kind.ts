import { useLocation } from 'react-router';
import { SUPPORT_KINDS } from '../../../app/paths';

export type SupportKind = (typeof SUPPORT_KINDS)[number];

/** The tab the address is under: /admin/support/user-initiated/... or /admin/support/system-initiated/... */
export function useSupportKind(): SupportKind {
  const { pathname } = useLocation();
  return SUPPORT_KINDS.find((kind) => pathname.startsWith(`/admin/support/${kind}`)) ?? 'user-initiated';
}
