// Storage fee rules: daily volume once per day, the monthly average over the days of the month, one charge per month.
import type { StorageEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { averageOverRecordedDays, monthlyFee, storageDecider, storedCubicFeet, type StorageCommand } from './storage-fee';

const at = new Date('2027-03-01T00:05:00.000Z');
const day = (d: string, cubicFeet: number): StorageEvent => ({
  type: 'StorageVolumeRecorded',
  data: { day: d, cubicFeet, at: at.toISOString() },
});
const { given } = deciderSpec(storageDecider);

describe('storage fee decider', () => {
  it('sums package volume × total stock; products without dimensions or stock count 0', () => {
    const products = [
      { dimensions: { length: 1, width: 2, height: 3, unit: 'ft' }, total: 4 }, // 6 ft³ × 4
      { dimensions: { length: 12, width: 12, height: 6, unit: 'in' }, total: 10 }, // 0.5 ft³ × 10
      { dimensions: null, total: 100 },
      { dimensions: { length: 1, width: 1, height: 1, unit: 'ft' }, total: 0 },
    ];
    expect(storedCubicFeet(products)).toBe(29);
  });

  it('records a day once', () => {
    given()
      .when({ type: 'RecordVolume', day: '2027-02-01', cubicFeet: 3, at })
      .then([day('2027-02-01', 3)])
      .when({ type: 'RecordVolume', day: '2027-02-01', cubicFeet: 9, at })
      .thenNothing();
  });

  it('averages over the days of the month, unrecorded days counting 0, and prices per cubic foot-month', () => {
    // February 2027 has 28 days: (10 + 20 + 26) / 28 = 2 ft³ average → 2 × 75 = 150 cents.
    const { state } = given(
      day('2027-02-01', 10),
      day('2027-02-02', 20),
      day('2027-02-28', 26),
      day('2027-03-01', 1000),
      day('2027-01-31', 1000),
    );
    expect(monthlyFee(state, '2027-02')).toEqual({ averageDailyCubicFeet: 2, priceCents: 150, daysRecorded: 3 });
    // 31 days of 1 ft³ in March → 1 ft³ → 75 cents; 1 day of 1 ft³ → 1/31 = 0.032258 → round(2.419) = 2 cents.
    expect(monthlyFee(given(day('2027-03-01', 1)).state, '2027-03').priceCents).toBe(2);
  });

  it('averages the month so far over the days recorded, so the first recorded day reads as itself', () => {
    expect(averageOverRecordedDays([])).toBe(0);
    // Recorded on the 1st only, read on the 2nd (today not recorded yet): 10, not 10 / 2.
    expect(averageOverRecordedDays([10])).toBe(10);
    expect(averageOverRecordedDays([10, 20])).toBe(15);
    // A seller whose first recorded day is the 23rd: 22.64, not 22.64 / 23 = 0.98.
    expect(averageOverRecordedDays([22.64])).toBe(22.64);
    expect(averageOverRecordedDays([1, 1, 2])).toBe(1.333333);
  });

  it('charges a month once', () => {
    const charge: StorageCommand = {
      type: 'ChargeFee',
      period: '2027-02',
      averageDailyCubicFeet: 2,
      priceCents: 150,
      paid: true,
      spendingEntryId: 'e1',
      at,
    };
    const charged: StorageEvent = {
      type: 'StorageFeeCharged',
      data: { period: '2027-02', averageDailyCubicFeet: 2, priceCents: 150, paid: true, spendingEntryId: 'e1', at: at.toISOString() },
    };
    given().when(charge).then([charged]).when(charge).thenNothing();
  });
});
