import { buildHeaders, readCookie } from './request-headers';

describe('request headers', () => {
  it('carries environment, language, JWT and the XSRF token from the cookie', () => {
    expect(buildHeaders({ environment: 'production', locale: 'ru-RU', access: 'abc', cookies: 'a=1; XSRF-TOKEN=t%2Bk; b=2' })).toEqual({
      'X-Environment': 'production',
      'Accept-Language': 'ru-RU',
      Authorization: 'JWT abc',
      'X-XSRF-TOKEN': 't+k',
    });
  });

  it('sends no Authorization and no XSRF header without a token or cookie', () => {
    const headers = buildHeaders({ environment: 'development', locale: 'en-US', access: null, cookies: '' });
    expect(headers).toEqual({ 'X-Environment': 'development', 'Accept-Language': 'en-US' });
    expect(readCookie('x=1', 'XSRF-TOKEN')).toBeNull();
  });
});
