// Subscription rules: given events, when a command, then events or an error code.
import type { SubscriptionEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { dueAt, remainingFreeReceivingMinutes, subscriptionDecider, type SubscriptionCommand } from './subscription';
import { addMonths } from './subscription-period';

const { given } = deciderSpec(subscriptionDecider);

const jan31 = new Date('2027-01-31T10:00:00.000Z');
const basicStarted: SubscriptionEvent = {
  type: 'PlanStarted',
  data: {
    plan: 'basic',
    periodStart: jan31.toISOString(),
    periodEnd: '2027-02-28T10:00:00.000Z',
    amountCents: 4900,
    discountCents: 0,
    promoCode: null,
    spendingEntryId: 'e1',
    freeMonth: false,
    at: jan31.toISOString(),
  },
};
const start = (
  plan: 'basic' | 'premium',
  at: Date,
  extra: Partial<Extract<SubscriptionCommand, { type: 'StartPlan' }>> = {},
): SubscriptionCommand => ({
  type: 'StartPlan',
  plan,
  amountCents: 4900,
  discountCents: 0,
  promoCode: null,
  spendingEntryId: 'e1',
  freeMonth: false,
  at,
  ...extra,
});

describe('subscription decider', () => {
  it('starts everyone on free, which has no period and no free receiving time', () => {
    const { state } = given();
    expect(state).toMatchObject({ plan: 'free', status: 'ACTIVE', periodEnd: null });
    expect(dueAt(state, new Date('2100-01-01'))).toBeNull();
    expect(remainingFreeReceivingMinutes(state)).toBe(0);
  });

  it('upgrades from free with a one-calendar-month period', () => {
    given().when(start('basic', jan31)).then([basicStarted]);
  });

  it('refuses the same plan with PLAN_UNCHANGED', () => {
    given(basicStarted).when(start('basic', jan31)).thenThrows('PLAN_UNCHANGED');
    given().when({ type: 'ScheduleDowngrade', plan: 'free', at: jan31 }).thenThrows('PLAN_UNCHANGED');
  });

  it('replaces basic by premium mid-period: basic ends REPLACED, a new full-price premium period starts now', () => {
    const mid = new Date('2027-02-10T00:00:00.000Z');
    const { events } = given(basicStarted).when(start('premium', mid, { amountCents: 14900 }));
    expect(events.map((e) => e.type)).toEqual(['SubscriptionEnded', 'PlanStarted']);
    expect(events[0].data).toMatchObject({ plan: 'basic', reason: 'REPLACED' });
    expect(events[1].data).toMatchObject({
      plan: 'premium',
      periodStart: mid.toISOString(),
      periodEnd: '2027-03-10T00:00:00.000Z',
      amountCents: 14900,
    });
  });

  it('schedules a downgrade for the end of the paid period and cancels it', () => {
    const scheduled: SubscriptionEvent = {
      type: 'DowngradeScheduled',
      data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31.toISOString() },
    };
    const afterScheduling = given(basicStarted).when({ type: 'ScheduleDowngrade', plan: 'free', at: jan31 }).then([scheduled]);
    expect(afterScheduling.state.upcomingPlan).toBe('free');
    afterScheduling.when({ type: 'ScheduleDowngrade', plan: 'free', at: jan31 }).thenNothing();
    expect(afterScheduling.when({ type: 'CancelDowngrade', at: jan31 }).events[0].type).toBe('DowngradeCanceled');
    given(basicStarted).when({ type: 'CancelDowngrade', at: jan31 }).thenThrows('NO_DOWNGRADE_SCHEDULED');
  });

  it('is not due before the period end, and renews by calendar month from the first start without drift', () => {
    const feb28 = new Date('2027-02-28T10:00:00.000Z');
    given(basicStarted)
      .when({ type: 'SettlePeriod', spendingEntryId: 'e2', at: new Date('2027-02-28T09:59:59.000Z') })
      .thenNothing();
    expect(dueAt(given(basicStarted).state, feb28)).toEqual({ plan: 'basic', periodStart: feb28.toISOString(), priceCents: 4900 });
    given(basicStarted)
      .when({ type: 'SettlePeriod', spendingEntryId: 'e2', at: feb28 })
      .then([
        {
          type: 'SubscriptionRenewed',
          data: {
            plan: 'basic',
            periodStart: feb28.toISOString(),
            periodEnd: '2027-03-31T10:00:00.000Z',
            amountCents: 4900,
            spendingEntryId: 'e2',
            at: feb28.toISOString(),
          },
        },
      ]);
    expect(addMonths(jan31, 13).toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });

  it('ends the plan with RENEWAL_FAILED when the wallet refuses the renewal', () => {
    const ended = given(basicStarted)
      .when({ type: 'SettlePeriod', spendingEntryId: null, at: new Date('2027-03-01') })
      .then([{ type: 'SubscriptionEnded', data: { plan: 'basic', reason: 'RENEWAL_FAILED', at: '2027-03-01T00:00:00.000Z' } }]);
    expect(ended.state).toMatchObject({ plan: 'free', status: 'ENDED', periodEnd: null });
  });

  it('applies a scheduled downgrade to free at the period end without a charge', () => {
    const scheduled: SubscriptionEvent = {
      type: 'DowngradeScheduled',
      data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31.toISOString() },
    };
    expect(dueAt(given(basicStarted, scheduled).state, new Date('2027-03-01'))?.priceCents).toBe(0);
    given(basicStarted, scheduled)
      .when({ type: 'SettlePeriod', spendingEntryId: null, at: new Date('2027-03-01') })
      .then([{ type: 'SubscriptionEnded', data: { plan: 'basic', reason: 'DOWNGRADED', at: '2027-03-01T00:00:00.000Z' } }]);
  });

  it('applies a downgrade from premium to basic as a new paid basic period from the old period end', () => {
    const premium: SubscriptionEvent = {
      ...basicStarted,
      data: { ...basicStarted.data, plan: 'premium', amountCents: 14900 },
    } as SubscriptionEvent;
    const scheduled: SubscriptionEvent = {
      type: 'DowngradeScheduled',
      data: { toPlan: 'basic', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31.toISOString() },
    };
    const { events } = given(premium, scheduled).when({ type: 'SettlePeriod', spendingEntryId: 'e3', at: new Date('2027-03-01') });
    expect(events[0].data).toMatchObject({ plan: 'premium', reason: 'DOWNGRADED' });
    expect(events[1].data).toMatchObject({
      plan: 'basic',
      periodStart: '2027-02-28T10:00:00.000Z',
      periodEnd: '2027-03-28T10:00:00.000Z',
      amountCents: 4900,
      spendingEntryId: 'e3',
    });
    given(premium, scheduled)
      .when({ type: 'SettlePeriod', spendingEntryId: null, at: new Date('2027-03-01') })
      .then([{ type: 'SubscriptionEnded', data: { plan: 'premium', reason: 'RENEWAL_FAILED', at: '2027-03-01T00:00:00.000Z' } }]);
  });

  it('ends a paid plan on deactivation and leaves free alone', () => {
    expect(given(basicStarted).when({ type: 'EndForDeactivation', at: jan31 }).events[0].data).toMatchObject({
      reason: 'ACCOUNT_DEACTIVATED',
    });
    given().when({ type: 'EndForDeactivation', at: jan31 }).thenNothing();
  });

  it('remembers that the free month was used', () => {
    const free: SubscriptionEvent = {
      ...basicStarted,
      data: { ...basicStarted.data, amountCents: 0, spendingEntryId: null, freeMonth: true },
    } as SubscriptionEvent;
    expect(given(free).state.freeMonthUsed).toBe(true);
    expect(given(basicStarted).state.freeMonthUsed).toBe(false);
  });

  it('grants free receiving minutes up to the plan’s allowance, once per document, fresh each period', () => {
    const use = (minutes: number, documentId: string): SubscriptionCommand => ({
      type: 'UseFreeReceiving',
      minutes,
      documentId,
      at: jan31,
    });
    const [first] = given(basicStarted).when(use(45, 'inbound-1')).events;
    expect(first.data).toMatchObject({ minutes: 45 });
    expect(remainingFreeReceivingMinutes(given(basicStarted, first).state)).toBe(15);
    given(basicStarted, first).when(use(45, 'inbound-1')).thenNothing();
    expect(given(basicStarted, first).when(use(45, 'inbound-2')).events[0].data).toMatchObject({ minutes: 15 });
    given().when(use(10, 'inbound-3')).thenNothing();
    const [renewed] = given(basicStarted, first).when({ type: 'SettlePeriod', spendingEntryId: 'e2', at: new Date('2027-03-01') }).events;
    expect(remainingFreeReceivingMinutes(given(basicStarted, first, renewed).state)).toBe(60);
  });
});
