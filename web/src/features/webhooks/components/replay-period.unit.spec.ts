import { isReplayDayDisabled, replayPeriodOf } from './replay-period';

const now = new Date('2026-11-24T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const daysAgo = (d: number) => hoursAgo(d * 24);

describe('the replay period', () => {
  it('is sent as ISO instants when it lies within the last 30 days and lasts at most 7', () => {
    expect(replayPeriodOf(daysAgo(10), daysAgo(3), now)).toEqual({ from: daysAgo(10).toISOString(), to: daysAgo(3).toISOString() });
    expect(replayPeriodOf(daysAgo(30), daysAgo(23), now)).toEqual({ from: daysAgo(30).toISOString(), to: daysAgo(23).toISOString() });
  });

  it('ends now when its end lies in the future', () => {
    expect(replayPeriodOf(hoursAgo(5), new Date(now.getTime() + 3_600_000), now)).toEqual({
      from: hoursAgo(5).toISOString(),
      to: now.toISOString(),
    });
  });

  it('refuses a start older than 30 days with TOO_OLD', () => {
    expect(replayPeriodOf(hoursAgo(30 * 24 + 1), daysAgo(29), now)).toEqual({ problem: 'TOO_OLD' });
  });

  it('refuses a period longer than 7 days with TOO_LONG', () => {
    expect(replayPeriodOf(daysAgo(8), hoursAgo(23), now)).toEqual({ problem: 'TOO_LONG' });
  });

  it('refuses an end not after the start with EMPTY', () => {
    expect(replayPeriodOf(daysAgo(2), daysAgo(2), now)).toEqual({ problem: 'EMPTY' });
    expect(replayPeriodOf(daysAgo(1), daysAgo(2), now)).toEqual({ problem: 'EMPTY' });
  });
});

describe('the days the picker offers', () => {
  const day = (d: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - d, 12);

  it('are today back to 30 days ago', () => {
    expect(isReplayDayDisabled(day(0), now, null)).toBe(false);
    expect(isReplayDayDisabled(day(30), now, null)).toBe(false);
    expect(isReplayDayDisabled(day(-1), now, null)).toBe(true);
    expect(isReplayDayDisabled(day(31), now, null)).toBe(true);
  });

  it('lie within 7 days of the first picked day', () => {
    expect(isReplayDayDisabled(day(3), now, day(10))).toBe(false);
    expect(isReplayDayDisabled(day(2), now, day(10))).toBe(true);
    expect(isReplayDayDisabled(day(17), now, day(10))).toBe(false);
    expect(isReplayDayDisabled(day(18), now, day(10))).toBe(true);
  });
});
