import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((r) => setImmediate(r));

describe('KeyedQueue', () => {
  it('runs work for one key one at a time, in order, and other keys in parallel', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let releaseA!: () => void;
    const a1 = queue.run(
      'a',
      () =>
        new Promise<void>(
          (r) =>
            (releaseA = () => {
              log.push('a1');
              r();
            }),
        ),
    );
    const a2 = queue.run('a', async () => {
      log.push('a2');
    });
    const b1 = queue.run('b', async () => {
      log.push('b1');
    });
    await b1;
    await tick();
    expect(log).toEqual(['b1']);
    releaseA();
    await Promise.all([a1, a2]);
    expect(log).toEqual(['b1', 'a1', 'a2']);
  });

  it('keeps going after a failure and forgets idle keys', async () => {
    const queue = new KeyedQueue();
    await expect(
      queue.run('k', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(queue.run('k', async () => 7)).resolves.toBe(7);
    await tick();
    expect(queue.size).toBe(0);
  });
});

describe('KeyedQueue.runAll', () => {
  it('runs once it holds every key, while work on each key waits for it, and two runs over the same keys never deadlock', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let release!: () => void;
    const first = queue.runAll(['b', 'a'], () => new Promise<void>((r) => (release = () => (log.push('ab-1'), r()))));
    const second = queue.runAll(['a', 'b'], async () => void log.push('ab-2'));
    await tick();
    const onB = queue.run('b', async () => void log.push('b'));
    await tick();
    expect(log).toEqual([]);
    release();
    await Promise.all([first, second, onB]);
    // Both waited for the first; each key stays first come, first served.
    expect(log[0]).toBe('ab-1');
    expect(log.slice(1).sort()).toEqual(['ab-2', 'b']);
  });
});
