import { buildQueryString, fillPath } from './query-string';

describe('query strings', () => {
  it('sends arrays as repeated keys and drops empty values', () => {
    expect(buildQueryString({ status: ['ACTIVE', 'INACTIVE'], page: 2, q: '', none: undefined })).toBe(
      '?status=ACTIVE&status=INACTIVE&page=2',
    );
  });

  it('is empty when nothing is left', () => {
    expect(buildQueryString({})).toBe('');
  });

  it('fills and encodes path parameters, and names a missing one', () => {
    expect(fillPath('/orders/:id/cancel', { id: 'a/b' })).toBe('/orders/a%2Fb/cancel');
    expect(() => fillPath('/orders/:id', {})).toThrow('Missing path parameter "id"');
  });
});
