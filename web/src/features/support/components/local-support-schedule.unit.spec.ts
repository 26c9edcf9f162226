import { localSupportSchedule } from './local-support-schedule';

const hours = {
  timeZone: 'America/New_York' as const,
  weekly: [1, 2, 3, 4, 5].map((isoWeekday) => ({ isoWeekday, opens: '10:00', closes: '22:00', closesNextDay: false })),
};

describe('localSupportSchedule', () => {
  it('shows Monday-Friday 10:00-22:00 New York time unchanged to a reader in New York', () => {
    expect(localSupportSchedule(hours, new Date('2026-11-25T12:00:00Z'), 'America/New_York')).toEqual([
      { weekdays: [1, 2, 3, 4, 5], opens: '10:00', closes: '22:00', closesNextDay: false },
    ]);
  });

  it('moves the hours to a Moscow reader: 18:00-06:00 in winter, when New York is UTC-5', () => {
    expect(localSupportSchedule(hours, new Date('2026-12-02T12:00:00Z'), 'Europe/Moscow')).toEqual([
      { weekdays: [1, 2, 3, 4, 5], opens: '18:00', closes: '06:00', closesNextDay: true },
    ]);
  });

  it('moves the hours an hour earlier for a Moscow reader in summer, when New York keeps daylight time', () => {
    expect(localSupportSchedule(hours, new Date('2026-07-01T12:00:00Z'), 'Europe/Moscow')).toEqual([
      { weekdays: [1, 2, 3, 4, 5], opens: '17:00', closes: '05:00', closesNextDay: true },
    ]);
  });

  it('shifts the opening days for a reader far east (Tokyo): New York mornings are the next day there', () => {
    expect(localSupportSchedule(hours, new Date('2026-12-02T12:00:00Z'), 'Asia/Tokyo')).toEqual([
      { weekdays: [2, 3, 4, 5, 6], opens: '00:00', closes: '12:00', closesNextDay: false },
    ]);
  });
});
