// given events / then rows for the subscription_history read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { subscriptionHistoryProjector } from './subscription-history';

const spec = projectorSpec(subscriptionHistoryProjector);
const jan31 = '2027-01-31T10:00:00.000Z';
const started = {
  type: 'PlanStarted',
  data: {
    plan: 'basic',
    periodStart: jan31,
    periodEnd: '2027-02-28T10:00:00.000Z',
    amountCents: 3283,
    discountCents: 1617,
    promoCode: 'SPRING',
    spendingEntryId: 'e1',
    freeMonth: false,
    at: jan31,
  },
};
const history = async (userId: string) =>
  (
    await spec.db
      .selectFrom('subscription_history')
      .select(['id', 'plan', 'event', 'amount_cents', 'discount_cents', 'promo_code'])
      .where('user_id', '=', userId)
      .orderBy('at')
      .orderBy('id')
      .execute()
  ).map((r) => ({
    ...r,
    amount_cents: Number(r.amount_cents),
    discount_cents: Number(r.discount_cents),
  }));

describe('subscription_history projector', () => {
  it('lists a start with its discount and promo code, a scheduled and canceled downgrade, a renewal and the end', async () => {
    const user = newId('seller');
    const stream = `subscription-${user}`;
    await spec.given({
      [stream]: [
        started,
        { type: 'DowngradeScheduled', data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: '2027-02-01T00:00:00.000Z' } },
        { type: 'DowngradeCanceled', data: { at: '2027-02-02T00:00:00.000Z' } },
        { type: 'FreeReceivingUsed', data: { minutes: 10, documentId: 'inbound-1', at: '2027-02-03T00:00:00.000Z' } },
        {
          type: 'SubscriptionRenewed',
          data: {
            plan: 'basic',
            periodStart: '2027-02-28T10:00:00.000Z',
            periodEnd: '2027-03-31T10:00:00.000Z',
            amountCents: 4900,
            spendingEntryId: 'e2',
            at: '2027-02-28T10:00:00.000Z',
          },
        },
        { type: 'SubscriptionEnded', data: { plan: 'basic', reason: 'RENEWAL_FAILED', at: '2027-04-01T00:00:00.000Z' } },
      ],
    });
    expect(await history(user)).toEqual([
      { id: `${stream}:1`, plan: 'basic', event: 'STARTED', amount_cents: 3283, discount_cents: 1617, promo_code: 'SPRING' },
      { id: `${stream}:2`, plan: 'free', event: 'DOWNGRADE_SCHEDULED', amount_cents: 0, discount_cents: 0, promo_code: null },
      { id: `${stream}:3`, plan: 'free', event: 'DOWNGRADE_CANCELED', amount_cents: 0, discount_cents: 0, promo_code: null },
      { id: `${stream}:5`, plan: 'basic', event: 'RENEWED', amount_cents: 4900, discount_cents: 0, promo_code: null },
      { id: `${stream}:6`, plan: 'basic', event: 'ENDED', amount_cents: 0, discount_cents: 0, promo_code: null },
    ]);
  });

  it('names a free month as FREE_MONTH', async () => {
    const user = newId('seller');
    await spec.given({
      [`subscription-${user}`]: [
        {
          ...started,
          data: { ...started.data, amountCents: 0, discountCents: 0, promoCode: null, spendingEntryId: null, freeMonth: true },
        },
      ],
    });
    expect(await history(user)).toMatchObject([{ event: 'FREE_MONTH', amount_cents: 0 }]);
  });

  it('changes nothing when the events are replayed', async () => {
    const user = newId('seller');
    await spec.given({
      [`subscription-${user}`]: [
        started,
        { type: 'DowngradeScheduled', data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31 } },
        { type: 'DowngradeCanceled', data: { at: jan31 } },
      ],
    });
    await spec.expectReplayChangesNothing(() => history(user));
  });
});
