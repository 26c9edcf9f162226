import { useQuery } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';
import { supportKey } from './support-key';

export const supportUnreadKey = [...supportKey, 'unread'] as const;

export const getSupportUnread = (minPosition?: string) => apiRequest(routes.unread, { headers: minPositionHeaders(minPosition) });

/** Unread support messages and the chats holding them, for the menus' badges. */
export const useSupportUnreadQuery = () => useQuery({ queryKey: supportUnreadKey, queryFn: () => getSupportUnread() });
