import { PeriodicPass } from './periodic-pass';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('PeriodicPass', () => {
  it('answers a run asked for while one is under way with that run, and starts a new one after it', async () => {
    const gates = [deferred(), deferred()];
    let calls = 0;
    const pass = new PeriodicPass(
      () => gates[calls++]!.promise,
      () => undefined,
    );
    const first = pass.run();
    expect(pass.run()).toBe(first);
    gates[0]!.resolve();
    await first;
    const second = pass.run();
    expect(second).not.toBe(first);
    gates[1]!.resolve();
    await second;
    expect(calls).toBe(2);
  });

  it('hands a failed run to onError and resolves, so the next run goes ahead', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const pass = new PeriodicPass(
      () => (fail ? Promise.reject(new Error('mail server down')) : Promise.resolve()),
      (err) => errors.push(err),
    );
    await expect(pass.run()).resolves.toBeUndefined();
    fail = false;
    await expect(pass.run()).resolves.toBeUndefined();
    expect(errors).toEqual([new Error('mail server down')]);
  });

  it('waits on stop for the run under way', async () => {
    const gate = deferred();
    let finished = false;
    const pass = new PeriodicPass(
      () => gate.promise.then(() => void (finished = true)),
      () => undefined,
    );
    pass.start(60_000);
    void pass.run();
    const stopped = pass.stop();
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
  });
});

describe('PeriodicPass intervals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes every interval while passes find work, every idle interval once they find none, and short again when asked', async () => {
    let passes = 0;
    let found = true;
    const pass = new PeriodicPass(
      async () => {
        passes += 1;
        return found;
      },
      () => undefined,
    );
    pass.start(1_000, 10_000);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(3);

    found = false;
    await jest.advanceTimersByTimeAsync(5_000); // the quiet period runs out
    const quietFrom = passes;
    await jest.advanceTimersByTimeAsync(9_000);
    expect(passes - quietFrom).toBeLessThanOrEqual(1);

    // Someone queued work: a pass now, and the short interval again.
    await pass.run();
    const woken = passes;
    await jest.advanceTimersByTimeAsync(3_000);
    expect(passes - woken).toBe(3);
    await pass.stop();
  });
});
