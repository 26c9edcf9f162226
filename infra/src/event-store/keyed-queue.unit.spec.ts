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
