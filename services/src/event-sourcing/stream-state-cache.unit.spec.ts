import { CONTENDED_FOR_MS, StreamStateCache } from './stream-state-cache';

const counter = { name: 'counter' };
const summary = { name: 'summary' };

describe('StreamStateCache', () => {
  it('keeps one copy per stream and decider: the same stream folded by another decider is another state', () => {
    const cache = new StreamStateCache();
    cache.set('s-1', counter, { state: 1, version: 3 });
    cache.set('s-1', summary, { state: 'three', version: 3 });
    expect([cache.get('s-1', counter), cache.get('s-1', summary), cache.get('s-2', counter)]).toEqual([
      { state: 1, version: 3 },
      { state: 'three', version: 3 },
      undefined,
    ]);
  });

  it('never replaces a copy with an older one', () => {
    const cache = new StreamStateCache();
    cache.set('s-1', counter, { state: 'new', version: 5 });
    cache.set('s-1', counter, { state: 'old', version: 4 });
    expect(cache.get('s-1', counter)).toEqual({ state: 'new', version: 5 });
  });

  it('holds at most its capacity of streams, dropping the least recently used first', () => {
    const cache = new StreamStateCache(2);
    cache.set('a', counter, { state: 'a', version: 1 });
    cache.set('b', counter, { state: 'b', version: 1 });
    cache.get('a', counter);
    cache.set('c', counter, { state: 'c', version: 1 });
    expect([cache.size, cache.get('a', counter)?.state, cache.get('b', counter), cache.get('c', counter)?.state]).toEqual([
      2,
      'a',
      undefined,
      'c',
    ]);
  });

  it('counts a stream as contended for a while after a race on it was lost, then trusts its copy again', () => {
    let now = 1_000;
    const cache = new StreamStateCache(10, () => now);
    cache.markContended('s-1');
    expect([cache.contended('s-1'), cache.contended('s-2')]).toEqual([true, false]);
    now += CONTENDED_FOR_MS - 1;
    expect(cache.contended('s-1')).toBe(true);
    now += 1;
    expect(cache.contended('s-1')).toBe(false);
  });
});
