// given events / then rows for the subscriptions read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { subscriptionsProjector } from './subscriptions';

const spec = projectorSpec(subscriptionsProjector);
const jan31 = '2027-01-31T10:00:00.000Z';
const started = {
  type: 'PlanStarted',
  data: {
    plan: 'basic',
    periodStart: jan31,
    periodEnd: '2027-02-28T10:00:00.000Z',
    amountCents: 4900,
    discountCents: 0,
    promoCode: null,
    spendingEntryId: 'e1',
    freeMonth: false,
    at: jan31,
  },
};
const row = async (userId: string) => {
  const r = await spec.db
    .selectFrom('subscriptions')
    .select([
      'plan',
      'status',
      'amount_cents',
      'period_start',
      'period_end',
      'ended_at',
      'upcoming_plan',
      'free_month',
      'used_receiving_minutes',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r && { ...r, amount_cents: Number(r.amount_cents), used_receiving_minutes: Number(r.used_receiving_minutes) };
};

describe('subscriptions projector', () => {
  it('shows the active plan and its period, a scheduled downgrade and the free receiving minutes used', async () => {
    const user = newId('seller');
    await spec.given({
      [`subscription-${user}`]: [
        started,
        { type: 'FreeReceivingUsed', data: { minutes: 45, documentId: 'inbound-1', at: jan31 } },
        { type: 'DowngradeScheduled', data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31 } },
      ],
    });
    expect(await row(user)).toEqual({
      plan: 'basic',
      status: 'ACTIVE',
      amount_cents: 4900,
      period_start: new Date(jan31),
      period_end: new Date('2027-02-28T10:00:00.000Z'),
      ended_at: null,
      upcoming_plan: 'free',
      free_month: false,
      used_receiving_minutes: 45,
    });
  });

  it('renews into the next period with fresh minutes, and ends back on free', async () => {
    const user = newId('seller');
    const feb28 = '2027-02-28T10:00:00.000Z';
    await spec.given({
      [`subscription-${user}`]: [
        started,
        { type: 'FreeReceivingUsed', data: { minutes: 60, documentId: 'inbound-1', at: jan31 } },
        {
          type: 'SubscriptionRenewed',
          data: {
            plan: 'basic',
            periodStart: feb28,
            periodEnd: '2027-03-31T10:00:00.000Z',
            amountCents: 4900,
            spendingEntryId: 'e2',
            at: feb28,
          },
        },
      ],
    });
    expect(await row(user)).toMatchObject({
      status: 'ACTIVE',
      period_start: new Date(feb28),
      period_end: new Date('2027-03-31T10:00:00.000Z'),
      used_receiving_minutes: 0,
    });
    await spec.given({
      [`subscription-${user}`]: [
        { type: 'SubscriptionEnded', data: { plan: 'basic', reason: 'RENEWAL_FAILED', at: '2027-04-01T00:00:00.000Z' } },
      ],
    });
    expect(await row(user)).toMatchObject({
      plan: 'free',
      status: 'ENDED',
      amount_cents: 0,
      period_end: null,
      ended_at: new Date('2027-04-01T00:00:00.000Z'),
    });
  });

  it('changes nothing when the events are replayed', async () => {
    const user = newId('seller');
    await spec.given({
      [`subscription-${user}`]: [
        started,
        { type: 'FreeReceivingUsed', data: { minutes: 30, documentId: 'inbound-1', at: jan31 } },
        { type: 'DowngradeScheduled', data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31 } },
        { type: 'DowngradeCanceled', data: { at: jan31 } },
      ],
    });
    await spec.expectReplayChangesNothing(() => row(user));
  });
});
