import { supportHoursAt } from './working-hours';

const at = (iso: string) => supportHoursAt(new Date(iso));

describe('support working hours (Monday-Friday 10:00-22:00 America/New_York)', () => {
  it('is open on Friday at 21:59 ET and closed at 22:00 ET until Monday 10:00 ET (winter, UTC-5)', () => {
    // Friday 2026-01-16 21:59 EST = 02:59Z Saturday.
    expect(at('2026-01-17T02:59:00.000Z')).toEqual({ openNow: true, nextChangeAt: '2026-01-17T03:00:00.000Z' });
    expect(at('2026-01-17T03:00:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-01-19T15:00:00.000Z' });
  });

  it('opens on Monday at 10:00 ET, not at 09:59, in winter (UTC-5)', () => {
    expect(at('2026-01-19T14:59:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-01-19T15:00:00.000Z' });
    expect(at('2026-01-19T15:00:00.000Z')).toEqual({ openNow: true, nextChangeAt: '2026-01-20T03:00:00.000Z' });
  });

  it('opens on Monday at 10:00 ET, not at 09:59, in summer (UTC-4)', () => {
    expect(at('2026-07-13T13:59:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-07-13T14:00:00.000Z' });
    expect(at('2026-07-13T14:00:00.000Z')).toEqual({ openNow: true, nextChangeAt: '2026-07-14T02:00:00.000Z' });
  });

  it('is open on Friday at 21:59 ET and closed at 22:00 ET in summer (UTC-4)', () => {
    expect(at('2026-07-18T01:59:00.000Z')).toEqual({ openNow: true, nextChangeAt: '2026-07-18T02:00:00.000Z' });
    expect(at('2026-07-18T02:00:00.000Z').openNow).toBe(false);
  });

  it('is closed all weekend, including Saturday and Sunday noon ET', () => {
    expect(at('2026-01-17T17:00:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-01-19T15:00:00.000Z' });
    expect(at('2026-01-18T17:00:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-01-19T15:00:00.000Z' });
  });

  it('is closed on a workday evening and reopens the next morning', () => {
    // Tuesday 2026-01-20 23:30 EST.
    expect(at('2026-01-21T04:30:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-01-21T15:00:00.000Z' });
  });

  it('reopens on Monday 9 March at 10:00 EDT (14:00Z) after the weekend when clocks went forward on Sunday 8 March', () => {
    // Friday 2026-03-06 22:00 EST = 03:00Z Saturday; Monday opens at 10:00 EDT = 14:00Z, not 15:00Z.
    expect(at('2026-03-07T03:00:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-03-09T14:00:00.000Z' });
    expect(at('2026-03-08T12:00:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-03-09T14:00:00.000Z' });
    expect(at('2026-03-09T13:59:00.000Z').openNow).toBe(false);
    expect(at('2026-03-09T14:00:00.000Z')).toEqual({ openNow: true, nextChangeAt: '2026-03-10T02:00:00.000Z' });
  });

  it('reopens on Monday 2 November at 10:00 EST (15:00Z) after clocks went back on Sunday 1 November', () => {
    // Friday 2026-10-30 22:00 EDT = 02:00Z Saturday.
    expect(at('2026-10-31T01:59:00.000Z').openNow).toBe(true);
    expect(at('2026-10-31T02:00:00.000Z')).toEqual({ openNow: false, nextChangeAt: '2026-11-02T15:00:00.000Z' });
    expect(at('2026-11-02T14:00:00.000Z').openNow).toBe(false); // 09:00 EST, though 10:00 the week before
    expect(at('2026-11-02T15:00:00.000Z')).toEqual({ openNow: true, nextChangeAt: '2026-11-03T03:00:00.000Z' });
  });
});
