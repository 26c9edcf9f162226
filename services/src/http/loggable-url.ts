// Links carry one-time secrets in their query (reset and confirmation tokens, OAuth codes): a log keeps the path, never those values.

/** Query keys whose values are secrets wherever they appear. */
const SECRET_KEY = /token|refresh|secret|passw|jwt|signature|session|auth|key|^code$|^state$/i;

export const REDACTED = '[Redacted]';

/** The URL (absolute or path + query) with the value of every secret-looking query parameter replaced. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hash = url.indexOf('#', query);
  const search = url.slice(query + 1, hash === -1 ? undefined : hash);
  const parts = search.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    return eq !== -1 && SECRET_KEY.test(safeDecode(key)) ? `${key}=${REDACTED}` : pair;
  });
  return `${url.slice(0, query)}?${parts.join('&')}`;
}

/** A parsed query object with the same values replaced (pino's request serializer logs `query` beside `url`). */
export function loggableQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, SECRET_KEY.test(key) ? REDACTED : value]));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
