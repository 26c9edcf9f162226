export interface HeaderInputs {
  environment: string;
  locale: string;
  access: string | null;
  /** document.cookie, read for XSRF-TOKEN. */
  cookies: string;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The headers every API call carries: environment, language, JWT when signed in, XSRF double-submit token. */
export function buildHeaders({ environment, locale, access, cookies }: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = { 'X-Environment': environment, 'Accept-Language': locale };
  if (access) headers.Authorization = `JWT ${access}`;
  const xsrf = readCookie(cookies, 'XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}
