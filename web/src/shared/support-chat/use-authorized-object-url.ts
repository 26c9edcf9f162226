// An image preview of an API file: the download carries the session's headers (an <img src> could not), so the bytes
// are fetched once and shown from a blob: URL, released when the preview goes away.
import { useEffect, useState } from 'react';
import { sessionStore } from '../session/session-store';
import { buildQueryString } from '../api/query-string';
import { buildHeaders } from '../api/request-headers';

export type ObjectUrlState = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/** `apiPath` is relative to /api, e.g. `/support/chats/<id>/files/<fileId>`. */
export function useAuthorizedObjectUrl(apiPath: string, locale: string): ObjectUrlState {
  const [result, setResult] = useState<ObjectUrlState>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    setResult({ state: 'loading' });
    fetch(`/api${apiPath}${buildQueryString({ ...sessionStore.impersonationQuery() })}`, {
      credentials: 'same-origin',
      signal: abort.signal,
      headers: buildHeaders({ environment: import.meta.env.MODE, locale, access: sessionStore.get().access, cookies: document.cookie }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        setResult({ state: 'ready', url });
      })
      .catch(() => {
        if (!abort.signal.aborted) setResult({ state: 'failed' });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [apiPath, locale]);
  return result;
}
