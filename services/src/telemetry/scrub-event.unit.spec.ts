import type { ErrorEvent } from '@sentry/node';
import { scrubEvent, scrubSpan } from './scrub-event';

const reported = (): ErrorEvent => ({
  type: undefined,
  user: { id: 'user-1', email: 'ada@shop.example', ip_address: '203.0.113.9', username: 'ada' },
  request: {
    method: 'POST',
    url: 'https://app.example.com/api/user/reset-password/?token=secret-token&email=ada@shop.example',
    query_string: 'token=secret-token',
    data: { email: 'ada@shop.example', password: 'hunter22' },
    cookies: { 'XSRF-TOKEN': 'xsrf' },
    headers: {
      Authorization: 'JWT eyJ.secret',
      Cookie: 'XSRF-TOKEN=xsrf',
      'X-XSRF-TOKEN': 'xsrf',
      'User-Agent': 'Chromium',
      'Accept-Language': 'ru-RU',
    },
  },
  exception: { values: [{ type: 'Error', value: 'no wallet for ada@shop.example' }] },
  breadcrumbs: [{ category: 'http', data: { url: 'https://app.example.com/api/x?refresh=r1', status_code: 500 } }],
  extra: { nested: { list: ['write to ADA@Shop.Example now'] } },
});

describe('scrubEvent (beforeSend)', () => {
  it('keeps the user id and drops email, address and name', () => {
    expect(scrubEvent(reported()).user).toEqual({ id: 'user-1' });
  });

  it('drops request bodies, cookies, the query and every header that can identify or authorise', () => {
    const request = scrubEvent(reported()).request!;
    expect(request).toEqual({
      method: 'POST',
      url: 'https://app.example.com/api/user/reset-password/',
      headers: { 'User-Agent': 'Chromium', 'Accept-Language': 'ru-RU' },
    });
  });

  it('masks emails in messages, breadcrumbs and extra data, and cuts queries from breadcrumb URLs', () => {
    const event = scrubEvent(reported());
    expect(event.exception!.values![0].value).toBe('no wallet for [email]');
    expect(event.extra).toEqual({ nested: { list: ['write to [email] now'] } });
    expect(event.breadcrumbs![0].data!.url).toBe('https://app.example.com/api/x');
    expect(JSON.stringify(event)).not.toMatch(/ada@|secret|hunter22|xsrf/i);
  });

  it('leaves an event without a user anonymous', () => {
    const { user: _user, ...anonymous } = reported();
    expect(scrubEvent(anonymous as ErrorEvent).user).toBeUndefined();
  });
});

describe('scrubSpan (beforeSendSpan)', () => {
  it('keeps timing and route, drops the query, the client address and user fields but the id', () => {
    const span = scrubSpan({
      trace_id: 't',
      span_id: 's',
      name: 'GET /api/products?search=ada@shop.example',
      start_timestamp: 1,
      status: 'ok',
      is_segment: true,
      attributes: {
        'http.route': '/api/products',
        'url.full': 'https://app.example.com/api/products?token=secret',
        'url.query': 'token=secret',
        'client.address': '203.0.113.9',
        'user.id': 'user-1',
        'user.email': 'ada@shop.example',
        'http.request.header.authorization': 'JWT secret',
        'db.statement': 'select 1 -- ada@shop.example',
      },
    });
    expect(span.name).toBe('GET /api/products');
    expect(span.attributes).toEqual({
      'http.route': '/api/products',
      'url.full': 'https://app.example.com/api/products',
      'user.id': 'user-1',
      'db.statement': 'select 1 -- [email]',
    });
  });
});
