import { loggableQuery, loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it('masks reset, confirmation, refresh and OAuth values in a path with a query, keeping the rest', () => {
    expect(loggableUrl('/reset_password?user=u-1&token=abc.def')).toBe('/reset_password?user=u-1&token=[Redacted]');
    expect(loggableUrl('/api/x?refresh=r1&page=2&code=c1&state=s1')).toBe(
      '/api/x?refresh=[Redacted]&page=2&code=[Redacted]&state=[Redacted]',
    );
    expect(loggableUrl('/api/x?access_token=t&api%5Fkey=k#frag')).toBe('/api/x?access_token=[Redacted]&api%5Fkey=[Redacted]');
  });

  it('masks absolute URLs (a referer) and leaves a URL without a query as it is', () => {
    expect(loggableUrl('http://127.0.0.1:3000/registration-confirm-email?user=u&token=t')).toBe(
      'http://127.0.0.1:3000/registration-confirm-email?user=u&token=[Redacted]',
    );
    expect(loggableUrl('/api/products?page=2&search=token')).toBe('/api/products?page=2&search=token');
    expect(loggableUrl('/api/user/me/')).toBe('/api/user/me/');
  });
});

describe('loggableQuery', () => {
  it('masks secret keys of a parsed query', () => {
    expect(loggableQuery({ token: 't', user: 'u' })).toEqual({ token: '[Redacted]', user: 'u' });
    expect(loggableQuery(undefined)).toBeUndefined();
  });
});
