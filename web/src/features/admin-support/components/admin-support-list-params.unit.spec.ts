import { readListParams, writeListParams } from './admin-support-list-params';

describe('admin support list params', () => {
  it('reads status, awaiting reply, search and page from the address', () => {
    expect(readListParams(new URLSearchParams('status=ENDED&awaitingReply=true&search=%20nora%20&page=3'))).toEqual({
      status: 'ENDED',
      awaitingReply: true,
      search: 'nora',
      page: 3,
    });
  });

  it('ignores an unknown status, a false or missing awaiting flag, an empty search and a page that is not a number above 1', () => {
    for (const page of ['0', '-2', 'abc', '']) {
      expect(readListParams(new URLSearchParams(`status=LOST&awaitingReply=false&search=%20&page=${page}`))).toEqual({
        status: undefined,
        awaitingReply: undefined,
        search: undefined,
        page: 1,
      });
    }
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeListParams({ page: 1 }).toString()).toBe('');
    const values = { status: 'REOPENED' as const, awaitingReply: true, search: 'shop.example', page: 2 };
    expect(writeListParams(values).toString()).toBe('status=REOPENED&awaitingReply=true&search=shop.example&page=2');
    expect(readListParams(writeListParams(values))).toEqual(values);
  });
});
