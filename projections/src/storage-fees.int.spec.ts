// given events / then rows for the storage_fees read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { storageFeesProjector } from './storage-fees';

const spec = projectorSpec(storageFeesProjector);
const charged = (period: string, priceCents: number, paid: boolean) => ({
  type: 'StorageFeeCharged',
  data: {
    period,
    averageDailyCubicFeet: 2,
    priceCents,
    paid,
    spendingEntryId: paid ? `e-${period}` : null,
    at: `${period}-28T00:05:00.000Z`,
  },
});
const fees = async (userId: string) =>
  (
    await spec.db
      .selectFrom('storage_fees')
      .select(['id', 'period', 'average_daily_cubic_feet', 'price_cents', 'paid'])
      .where('user_id', '=', userId)
      .orderBy('period')
      .execute()
  ).map((r) => ({
    ...r,
    average_daily_cubic_feet: Number(r.average_daily_cubic_feet),
    price_cents: Number(r.price_cents),
  }));

describe('storage_fees projector', () => {
  it('lists one fee per seller and month, paid or not', async () => {
    const user = newId('seller');
    await spec.given({ [`storage-${user}`]: [charged('2027-01', 150, true), charged('2027-02', 75, false)] });
    expect(await fees(user)).toEqual([
      { id: `${user}:2027-01`, period: '2027-01', average_daily_cubic_feet: 2, price_cents: 150, paid: true },
      { id: `${user}:2027-02`, period: '2027-02', average_daily_cubic_feet: 2, price_cents: 75, paid: false },
    ]);
  });

  it('changes nothing when the events are replayed', async () => {
    const user = newId('seller');
    await spec.given({ [`storage-${user}`]: [charged('2027-03', 225, true)] });
    await spec.expectReplayChangesNothing(() => fees(user));
  });
});
