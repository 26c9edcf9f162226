import {
  heartbeatSlices,
  KAFKA_HEARTBEAT_INTERVAL_MS,
  KAFKA_SESSION_TIMEOUT_MS,
  retryBackoffMs,
  type RetrySchedule,
} from './kafka-retry-schedule';

const schedule: RetrySchedule = {
  firstBackoffMs: 200,
  maxBackoffMs: 60_000,
  sessionTimeoutMs: KAFKA_SESSION_TIMEOUT_MS,
  heartbeatIntervalMs: KAFKA_HEARTBEAT_INTERVAL_MS,
};

describe('the retry schedule of a failing Kafka handler', () => {
  it('doubles the pause from the first one', () => {
    expect([1, 2, 3, 4].map((n) => retryBackoffMs(n, schedule))).toEqual([200, 400, 800, 1600]);
  });

  it('never pauses longer than a third of the session timeout, even when a longer maximum is asked for', () => {
    expect(retryBackoffMs(20, schedule)).toBe(10_000);
    expect(retryBackoffMs(1_000, schedule)).toBe(10_000);
    expect(retryBackoffMs(20, { ...schedule, maxBackoffMs: 5_000 })).toBe(5_000);
  });

  it('cuts a pause into waits of at most one heartbeat interval, so the session stays alive while it lasts', () => {
    expect(heartbeatSlices(10_000, 3_000)).toEqual([3_000, 3_000, 3_000, 1_000]);
    expect(heartbeatSlices(200, 3_000)).toEqual([200]);
    expect(heartbeatSlices(6_000, 3_000)).toEqual([3_000, 3_000]);
    for (let n = 1; n < 40; n++) {
      const slices = heartbeatSlices(retryBackoffMs(n, schedule), schedule.heartbeatIntervalMs);
      expect(Math.max(...slices)).toBeLessThanOrEqual(schedule.heartbeatIntervalMs);
      expect(slices.reduce((a, b) => a + b, 0)).toBeLessThan(schedule.sessionTimeoutMs);
    }
  });
});
