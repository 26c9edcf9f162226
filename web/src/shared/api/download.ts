// File downloads (CSV, Excel) through the same headers as every API call, saved with the server's file name.
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { buildQueryString, type QueryValue } from './query-string';
import { buildHeaders } from './request-headers';

export async function downloadFile(path: string, query: Record<string, QueryValue>, locale: string): Promise<void> {
  const url = `/api${path}${buildQueryString({ ...query, ...sessionStore.impersonationQuery() })}`;
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: buildHeaders({ environment: import.meta.env.MODE, locale, access: sessionStore.get().access, cookies: document.cookie }),
  });
  if (!response.ok) throw await ApiError.from(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
