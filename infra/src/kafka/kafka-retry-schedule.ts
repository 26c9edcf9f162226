// When a failed Kafka handler runs again, and when the consumer heartbeats meanwhile. kafkajs heartbeats only between
// fetches or when eachMessage calls `heartbeat()`; a back-off as long as the session timeout would get the consumer
// thrown out of its group (and the partition handed to another member while this one still retries). So a pause is at
// most a third of the session, and it is cut into slices with a heartbeat after each.

/** kafkajs' defaults, set explicitly on every consumer so the schedule below matches them. */
export const KAFKA_SESSION_TIMEOUT_MS = 30_000;
export const KAFKA_HEARTBEAT_INTERVAL_MS = 3_000;

export interface RetrySchedule {
  /** The first pause; it doubles up to maxBackoffMs. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  sessionTimeoutMs: number;
  heartbeatIntervalMs: number;
}

/** The pause after the n-th failure in a row (n ≥ 1): doubling, never above a third of the session timeout. */
export function retryBackoffMs(failures: number, schedule: RetrySchedule): number {
  const cap = Math.min(schedule.maxBackoffMs, Math.floor(schedule.sessionTimeoutMs / 3));
  return Math.min(schedule.firstBackoffMs * 2 ** Math.min(failures - 1, 30), cap);
}

/** A pause cut into waits of at most one heartbeat interval; the consumer heartbeats after each. */
export function heartbeatSlices(pauseMs: number, heartbeatIntervalMs: number): number[] {
  const slices: number[] = [];
  for (let left = pauseMs; left > 0; left -= heartbeatIntervalMs) slices.push(Math.min(left, heartbeatIntervalMs));
  return slices;
}
