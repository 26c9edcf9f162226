import { TimedWaiters } from './timed-waiters';

describe('TimedWaiters', () => {
  afterEach(() => jest.useRealTimers());

  it('releases with true only the waits that pass, and leaves the rest waiting', async () => {
    const waiters = new TimedWaiters<number>();
    const low = waiters.wait(1, 60_000);
    const high = waiters.wait(5, 60_000);
    waiters.release((target) => target <= 3);
    await expect(low).resolves.toBe(true);
    expect(waiters.size).toBe(1);
    waiters.cancelAll();
    await expect(high).resolves.toBe(false);
    expect(waiters.size).toBe(0);
  });

  it('answers false at the deadline and forgets the wait', async () => {
    jest.useFakeTimers();
    const waiters = new TimedWaiters<number>();
    const wait = waiters.wait(1, 1000);
    jest.advanceTimersByTime(1000);
    await expect(wait).resolves.toBe(false);
    expect(waiters.size).toBe(0);
  });

  it('hands a wait over with the time it has left, and the other wait answers it', async () => {
    jest.useFakeTimers();
    const waiters = new TimedWaiters<string>();
    const wait = waiters.wait('orders', 1000);
    jest.advanceTimersByTime(400);
    const remaining: number[] = [];
    waiters.handOver(
      (name) => name === 'orders',
      (_name, remainingMs) => {
        remaining.push(remainingMs);
        return Promise.resolve(true);
      },
    );
    expect(waiters.size).toBe(0);
    expect(remaining).toEqual([600]);
    // Its own deadline no longer answers for it.
    jest.advanceTimersByTime(1000);
    await expect(wait).resolves.toBe(true);
  });
});
