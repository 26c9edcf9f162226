// A tab's filters and page kept in the address (?status=&awaitingReply=true&search=&page=), so a reload or the way
// back from a chat shows the same list.
import { SUPPORT_CHAT_STATUSES, type SupportChatStatus } from '@ledgerhouse/contracts';

export interface AdminSupportListParams {
  status?: SupportChatStatus;
  awaitingReply?: boolean;
  search?: string;
  page: number;
}

/** What the address asks for; an unknown status, a bad page or an empty search is ignored. */
export function readListParams(params: URLSearchParams): AdminSupportListParams {
  const status = SUPPORT_CHAT_STATUSES.find((s) => s === params.get('status'));
  const page = Math.floor(Number(params.get('page')));
  return {
    status,
    awaitingReply: params.get('awaitingReply') === 'true' || undefined,
    search: params.get('search')?.trim() || undefined,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address for a list: only what differs from the defaults. */
export function writeListParams(values: AdminSupportListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (values.status) query.set('status', values.status);
  if (values.awaitingReply) query.set('awaitingReply', 'true');
  if (values.search) query.set('search', values.search);
  if (values.page > 1) query.set('page', String(values.page));
  return query;
}
