// The route loaders' prefetch: only for a signed-in, active reader, only on the first signed-in navigation, never over
// an answer the cache holds; and the mounting page takes the prefetched answer instead of asking again.
import type * as PrefetchModule from './prefetch';
import type * as QueryClientModule from './query-client';
import type * as SessionModule from '../session/session-store';

const user = { id: 'u1', fullName: 'Sam Seller', email: 'sam@shop.example', userType: 'SELLER', blocked: false };

/** The modules afresh (their state is per page load), with the session `signedIn` says. */
async function freshPage(session: 'none' | 'active' | 'blocked') {
  let modules!: { prefetch: typeof PrefetchModule; client: typeof QueryClientModule; session: typeof SessionModule };
  await jest.isolateModulesAsync(async () => {
    modules = {
      prefetch: await import('./prefetch'),
      client: await import('./query-client'),
      session: await import('../session/session-store'),
    };
  });
  if (session !== 'none') modules.session.sessionStore.set({ access: 'token', user: { ...user, blocked: session === 'blocked' } });
  const asked: string[] = [];
  const list = (name: string) => ({ queryKey: ['list', name], queryFn: async () => (asked.push(name), { items: [] }) });
  const loader = (...names: string[]) => modules.prefetch.prefetching('seller', () => names.map(list))({ params: {} });
  const adminLoader = (...names: string[]) => modules.prefetch.prefetching('admin', () => names.map(list))({ params: {} });
  return { ...modules, asked, loader, adminLoader };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('prefetching route loaders', () => {
  it('ask for the lists of the first signed-in navigation at once, and never again on later navigations', async () => {
    const page = await freshPage('active');
    expect(page.loader('products', 'cards')).toBeNull();
    expect(page.asked).toEqual(['products', 'cards']);
    page.loader('orders');
    await settled();
    expect(page.asked).toEqual(['products', 'cards']);
    expect(page.client.queryClient.getQueryData(['list', 'products'])).toEqual({ items: [] });
  });

  it('ask nothing without a session or for a deactivated account (the page sends them elsewhere)', async () => {
    for (const session of ['none', 'blocked'] as const) {
      const page = await freshPage(session);
      page.loader('products');
      await settled();
      expect([session, page.asked]).toEqual([session, []]);
    }
  });

  it('ask nothing for a seller on a staff route (the page sends them home), and leave the prefetch to their home', async () => {
    const page = await freshPage('active');
    page.adminLoader('inbound');
    page.loader('orders');
    await settled();
    expect(page.asked).toEqual(['orders']);
  });

  it('ask nothing for a list the cache already holds', async () => {
    const page = await freshPage('active');
    page.client.queryClient.setQueryData(['list', 'products'], { items: [1] });
    page.loader('products');
    await settled();
    expect(page.asked).toEqual([]);
  });
});

describe('unlessJustPrefetched', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets the mounting page take a fresh prefetched answer, and every other query ask again on mount', async () => {
    const page = await freshPage('active');
    page.loader('products');
    await settled();
    const products = page.client.queryClient.getQueryCache().find({ queryKey: ['list', 'products'] })!;
    // react-query asks more than once while one page mounts: each answer is the same.
    expect([page.prefetch.unlessJustPrefetched(products), page.prefetch.unlessJustPrefetched(products)]).toEqual([false, false]);
    expect(page.prefetch.unlessJustPrefetched({ queryHash: '["list","orders"]' })).toBe(true);
  });

  it('asks again once the prefetched answer is older than a page takes to mount', async () => {
    const page = await freshPage('active');
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    page.loader('products');
    await settled();
    const products = page.client.queryClient.getQueryCache().find({ queryKey: ['list', 'products'] })!;
    now.mockReturnValue(1_000_000 + 10_001);
    expect(page.prefetch.unlessJustPrefetched(products)).toBe(true);
  });

  it('counts the window from the answer, so a slow answer still spares the page its second request', async () => {
    const page = await freshPage('active');
    const now = jest.spyOn(Date, 'now');
    let answer = (_: unknown) => {};
    const slow = { queryKey: ['list', 'slow'], queryFn: () => new Promise((resolve) => (answer = resolve)) };
    now.mockReturnValue(1_000_000);
    page.prefetch.prefetching('seller', () => [slow])({ params: {} });
    now.mockReturnValue(1_000_000 + 8_000);
    answer({ items: [] });
    await settled();
    const query = page.client.queryClient.getQueryCache().find({ queryKey: ['list', 'slow'] })!;
    now.mockReturnValue(1_000_000 + 12_000);
    expect(page.prefetch.unlessJustPrefetched(query)).toBe(false);
  });
});
