import { formatDate, formatMonth } from './dates';
import { formatNumber } from './numbers';

// Noon UTC keeps the calendar day the same in every time zone the tests may run in.
const NOON = '2026-03-05T12:00:00Z';

describe('formatDate', () => {
  it('writes a day in the app language and a dash for a missing one', () => {
    expect(formatDate(NOON, 'en-US')).toBe('Mar 5, 2026');
    expect(formatDate(NOON, 'ru-RU')).toBe('5 мар. 2026 г.');
    expect(formatDate(null, 'en-US')).toBe('—');
  });

  it('adds the time when asked, as Intl writes a medium date with a short time', () => {
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(NOON));
    expect(formatDate(NOON, 'en-US', true)).toBe(expected);
  });
});

describe('formatMonth', () => {
  it('writes a charge period as month and year whatever the time zone', () => {
    expect(formatMonth('2026-03', 'en-US')).toBe('March 2026');
  });
});

describe('formatNumber', () => {
  it('keeps at most the asked decimals in the language', () => {
    expect(formatNumber(1234.56789, 'en-US')).toBe('1,234.568');
    expect(formatNumber(1.23456789, 'en-US', 6)).toBe('1.234568');
    expect(formatNumber(2.5, 'ru-RU', 2)).toBe('2,5');
  });
});
