import { csvCell, wallClockText } from './table-download';

describe('table downloads', () => {
  it('writes an instant on the reader’s wall clock, across a daylight-saving change and at midnight', () => {
    expect(wallClockText('2027-03-14T06:59:59.000Z', 'America/New_York')).toBe('2027-03-14 01:59:59');
    expect(wallClockText('2027-03-14T07:00:00.000Z', 'America/New_York')).toBe('2027-03-14 03:00:00');
    expect(wallClockText('2027-03-01T00:00:00.000Z', 'UTC')).toBe('2027-03-01 00:00:00');
    expect(wallClockText(new Date('2027-03-31T21:00:00.000Z'), 'Europe/Moscow')).toBe('2027-04-01 00:00:00');
  });

  it('quotes separators and neutralises a formula in a text cell, never in a number', () => {
    expect([csvCell('a,"b"'), csvCell('=SUM(A1)'), csvCell(-5)]).toEqual(['"a,""b"""', "'=SUM(A1)", '-5']);
  });
});
