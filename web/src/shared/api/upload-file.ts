// A multipart upload (one file under `field`) through the same headers as every API call; the JSON answer, or an ApiError.
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { buildQueryString } from './query-string';
import { buildHeaders } from './request-headers';

export async function uploadFile<T>(path: string, file: File, locale: string, field = 'file'): Promise<T> {
  const body = new FormData();
  body.append(field, file, file.name);
  const response = await fetch(`/api${path}${buildQueryString({ ...sessionStore.impersonationQuery() })}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: buildHeaders({ environment: import.meta.env.MODE, locale, access: sessionStore.get().access, cookies: document.cookie }),
    body,
  });
  if (!response.ok) throw await ApiError.from(response);
  return (await response.json()) as T;
}
