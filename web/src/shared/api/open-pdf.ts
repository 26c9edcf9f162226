// A PDF from the API (labels, scan forms) opens in a new tab. The tab is opened at the click (so no pop-up blocker
// stops it) and shows the PDF once the API answers, fetched with the same headers as every API call.
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { buildQueryString, fillPath, type QueryValue } from './query-string';
import { buildHeaders } from './request-headers';

export async function openPdf(
  path: string,
  { params, query = {}, locale }: { params?: Record<string, string>; query?: Record<string, QueryValue>; locale: string },
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = `/api${fillPath(path, params)}${buildQueryString({ ...query, ...sessionStore.impersonationQuery() })}`;
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: buildHeaders({ environment: import.meta.env.MODE, locale, access: sessionStore.get().access, cookies: document.cookie }),
    });
    if (!response.ok) throw await ApiError.from(response);
    const pdf = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = pdf;
    else window.location.assign(pdf);
    setTimeout(() => URL.revokeObjectURL(pdf), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
