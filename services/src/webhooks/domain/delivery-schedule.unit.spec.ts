import {
  failingSinceAfter,
  isDelivered,
  isFailing,
  nextAttemptAt,
  WEBHOOK_FAILING_WINDOW_MS,
  WEBHOOK_RETRY_DELAYS_MS,
} from './delivery-schedule';

const t0 = new Date('2027-03-01T12:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

describe('the retry schedule', () => {
  it('follows the Standard Webhooks schedule: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS.map((ms) => ms / 1000)).toEqual([0, 5, 300, 1800, 7200, 18_000, 36_000, 36_000]);
  });

  it('waits 5 s after the first failed attempt, 10 h after the seventh', () => {
    expect(nextAttemptAt(1, t0)).toEqual(plus(5000));
    expect(nextAttemptAt(2, t0)).toEqual(plus(300_000));
    expect(nextAttemptAt(7, t0)).toEqual(plus(36_000_000));
  });

  it('gives up after the eighth attempt', () => {
    expect(nextAttemptAt(8, t0)).toBeNull();
  });

  it('spans a little over a day, longer than the failing window', () => {
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBe(27.5 * 3_600_000 + 305_000);
    expect(total).toBeGreaterThan(WEBHOOK_FAILING_WINDOW_MS);
  });
});

describe('what counts as delivered', () => {
  it.each([
    [200, true],
    [204, true],
    [299, true],
    [301, false],
    [404, false],
    [500, false],
    [null, false],
  ])('status %s → %s', (status, delivered) => {
    expect(isDelivered(status)).toBe(delivered);
  });
});

describe('the failing streak', () => {
  it('starts at the first failed attempt and keeps that start through later failures', () => {
    const started = failingSinceAfter(null, t0, false);
    expect(started).toEqual(t0);
    expect(failingSinceAfter(started, plus(3_600_000), false)).toEqual(t0);
  });

  it('ends with a success', () => {
    expect(failingSinceAfter(t0, plus(1000), true)).toBeNull();
  });

  it('starts afresh after the endpoint was enabled again: a streak from before the enable no longer counts', () => {
    const enabledAt = plus(WEBHOOK_FAILING_WINDOW_MS);
    const failedAt = plus(WEBHOOK_FAILING_WINDOW_MS + 1000);
    expect(failingSinceAfter(t0, failedAt, false, enabledAt)).toEqual(failedAt);
    expect(failingSinceAfter(failedAt, plus(WEBHOOK_FAILING_WINDOW_MS + 2000), false, enabledAt)).toEqual(failedAt);
  });

  it('disables only once every attempt failed for the whole window', () => {
    expect(isFailing(null, plus(WEBHOOK_FAILING_WINDOW_MS * 2))).toBe(false);
    expect(isFailing(t0, plus(WEBHOOK_FAILING_WINDOW_MS - 1))).toBe(false);
    expect(isFailing(t0, plus(WEBHOOK_FAILING_WINDOW_MS))).toBe(true);
  });
});
