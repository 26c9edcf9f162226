import { opensAtTop, scrollKey } from './scroll-position';

const match = (pathname: string, handle?: object) => ({ pathname, handle });
const entry = { key: 'entry-1' };

describe('scroll positions', () => {
  it('gives a list and the modal opened over it the same key, so the list keeps its place', () => {
    const list = [match('/'), match('/products', { crumb: 'products' }), match('/products/', { keepsScroll: true })];
    const modal = [...list, match('/products/create')];
    expect(scrollKey(entry, list)).toBe('/products');
    expect(scrollKey({ key: 'entry-2' }, modal)).toBe('/products');
  });

  it('gives every wallet tab the key of the wallet', () => {
    const wallet = (tab: string) => [match('/'), match('/wallet', { keepsScroll: true }), match(`/wallet/${tab}`)];
    expect(scrollKey(entry, wallet('topups'))).toBe(scrollKey({ key: 'entry-2' }, wallet('spendings')));
  });

  it('keys any other page by its history entry, so a new page starts at the top', () => {
    expect(scrollKey(entry, [match('/'), match('/orders'), match('/orders/create')])).toBe('entry-1');
  });

  it('marks edit order as always opening at the top', () => {
    expect(opensAtTop([match('/'), match('/orders'), match('/orders/7/edit', { opensAtTop: true })])).toBe(true);
    expect(opensAtTop([match('/'), match('/orders')])).toBe(false);
  });
});
