// Subscription rules: given events, when a command, then events or an error code.
import type { SubscriptionEvent } from '@ledgerhouse/contracts';
import { errorCodeOf, givenWhen } from '../../event-sourcing/decider-given-when';
import { dueAt, remainingFreeReceivingMinutes, subscriptionDecider, type SubscriptionCommand } from './subscription';
import { addMonths } from './subscription-period';

const { given, when } = givenWhen(subscriptionDecider);

const jan31 = new Date('2027-01-31T10:00:00.000Z');
const basicStarted: SubscriptionEvent = { type: 'PlanStarted', data: { plan: 'basic', periodStart: jan31.toISOString(), periodEnd: '2027-02-28T10:00:00.000Z', amountCents: 4900, discountCents: 0, promoCode: null, spendingEntryId: 'e1', freeMonth: false, at: jan31.toISOString() } };
const start = (plan: 'basic' | 'premium', at: Date, extra: Partial<Extract<SubscriptionCommand, { type: 'StartPlan' }>> = {}): SubscriptionCommand => ({
  type: 'StartPlan', plan, amountCents: 4900, discountCents: 0, promoCode: null, spendingEntryId: 'e1', freeMonth: false, at, ...extra,
});

describe('subscription decider', () => {
  it('starts everyone on free, which has no period and no free receiving time', () => {
    const state = given();
    expect(state).toMatchObject({ plan: 'free', status: 'ACTIVE', periodEnd: null });
    expect(dueAt(state, new Date('2100-01-01'))).toBeNull();
    expect(remainingFreeReceivingMinutes(state)).toBe(0);
  });

  it('upgrades from free with a one-calendar-month period', () => {
    expect(when([], start('basic', jan31))).toEqual([basicStarted]);
  });

  it('refuses the same plan with PLAN_UNCHANGED', () => {
    expect(errorCodeOf(() => when([basicStarted], start('basic', jan31)))).toBe('PLAN_UNCHANGED');
    expect(errorCodeOf(() => when([], { type: 'ScheduleDowngrade', plan: 'free', at: jan31 }))).toBe('PLAN_UNCHANGED');
  });

  it('replaces basic by premium mid-period: basic ends REPLACED, a new full-price premium period starts now', () => {
    const mid = new Date('2027-02-10T00:00:00.000Z');
    const events = when([basicStarted], start('premium', mid, { amountCents: 14900 }));
    expect(events.map((e) => e.type)).toEqual(['SubscriptionEnded', 'PlanStarted']);
    expect(events[0].data).toMatchObject({ plan: 'basic', reason: 'REPLACED' });
    expect(events[1].data).toMatchObject({ plan: 'premium', periodStart: mid.toISOString(), periodEnd: '2027-03-10T00:00:00.000Z', amountCents: 14900 });
  });

  it('schedules a downgrade for the end of the paid period and cancels it', () => {
    const [scheduled] = when([basicStarted], { type: 'ScheduleDowngrade', plan: 'free', at: jan31 });
    expect(scheduled).toEqual({ type: 'DowngradeScheduled', data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31.toISOString() } });
    expect(given(basicStarted, scheduled).upcomingPlan).toBe('free');
    expect(when([basicStarted, scheduled], { type: 'ScheduleDowngrade', plan: 'free', at: jan31 })).toEqual([]);
    expect(when([basicStarted, scheduled], { type: 'CancelDowngrade', at: jan31 })[0].type).toBe('DowngradeCanceled');
    expect(errorCodeOf(() => when([basicStarted], { type: 'CancelDowngrade', at: jan31 }))).toBe('NO_DOWNGRADE_SCHEDULED');
  });

  it('is not due before the period end, and renews by calendar month from the first start without drift', () => {
    const feb28 = new Date('2027-02-28T10:00:00.000Z');
    expect(when([basicStarted], { type: 'SettlePeriod', spendingEntryId: 'e2', at: new Date('2027-02-28T09:59:59.000Z') })).toEqual([]);
    expect(dueAt(given(basicStarted), feb28)).toEqual({ plan: 'basic', periodStart: feb28.toISOString(), priceCents: 4900 });
    const [renewed] = when([basicStarted], { type: 'SettlePeriod', spendingEntryId: 'e2', at: feb28 });
    expect(renewed).toEqual({ type: 'SubscriptionRenewed', data: { plan: 'basic', periodStart: feb28.toISOString(), periodEnd: '2027-03-31T10:00:00.000Z', amountCents: 4900, spendingEntryId: 'e2', at: feb28.toISOString() } });
    expect(addMonths(jan31, 13).toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });

  it('ends the plan with RENEWAL_FAILED when the wallet refuses the renewal', () => {
    const events = when([basicStarted], { type: 'SettlePeriod', spendingEntryId: null, at: new Date('2027-03-01') });
    expect(events).toEqual([{ type: 'SubscriptionEnded', data: { plan: 'basic', reason: 'RENEWAL_FAILED', at: '2027-03-01T00:00:00.000Z' } }]);
    expect(given(basicStarted, ...events)).toMatchObject({ plan: 'free', status: 'ENDED', periodEnd: null });
  });

  it('applies a scheduled downgrade to free at the period end without a charge', () => {
    const scheduled: SubscriptionEvent = { type: 'DowngradeScheduled', data: { toPlan: 'free', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31.toISOString() } };
    expect(dueAt(given(basicStarted, scheduled), new Date('2027-03-01'))?.priceCents).toBe(0);
    const events = when([basicStarted, scheduled], { type: 'SettlePeriod', spendingEntryId: null, at: new Date('2027-03-01') });
    expect(events).toEqual([{ type: 'SubscriptionEnded', data: { plan: 'basic', reason: 'DOWNGRADED', at: '2027-03-01T00:00:00.000Z' } }]);
  });

  it('applies a downgrade from premium to basic as a new paid basic period from the old period end', () => {
    const premium: SubscriptionEvent = { ...basicStarted, data: { ...basicStarted.data, plan: 'premium', amountCents: 14900 } } as SubscriptionEvent;
    const scheduled: SubscriptionEvent = { type: 'DowngradeScheduled', data: { toPlan: 'basic', effectiveAt: '2027-02-28T10:00:00.000Z', at: jan31.toISOString() } };
    const events = when([premium, scheduled], { type: 'SettlePeriod', spendingEntryId: 'e3', at: new Date('2027-03-01') });
    expect(events[0].data).toMatchObject({ plan: 'premium', reason: 'DOWNGRADED' });
    expect(events[1].data).toMatchObject({ plan: 'basic', periodStart: '2027-02-28T10:00:00.000Z', periodEnd: '2027-03-28T10:00:00.000Z', amountCents: 4900, spendingEntryId: 'e3' });
    const refused = when([premium, scheduled], { type: 'SettlePeriod', spendingEntryId: null, at: new Date('2027-03-01') });
    expect(refused).toEqual([{ type: 'SubscriptionEnded', data: { plan: 'premium', reason: 'RENEWAL_FAILED', at: '2027-03-01T00:00:00.000Z' } }]);
  });

  it('ends a paid plan on deactivation and leaves free alone', () => {
    expect(when([basicStarted], { type: 'EndForDeactivation', at: jan31 })[0].data).toMatchObject({ reason: 'ACCOUNT_DEACTIVATED' });
    expect(when([], { type: 'EndForDeactivation', at: jan31 })).toEqual([]);
  });

  it('remembers that the free month was used', () => {
    const free: SubscriptionEvent = { ...basicStarted, data: { ...basicStarted.data, amountCents: 0, spendingEntryId: null, freeMonth: true } } as SubscriptionEvent;
    expect(given(free).freeMonthUsed).toBe(true);
    expect(given(basicStarted).freeMonthUsed).toBe(false);
  });

  it('grants free receiving minutes up to the plan’s allowance, once per document, fresh each period', () => {
    const use = (minutes: number, documentId: string): SubscriptionCommand => ({ type: 'UseFreeReceiving', minutes, documentId, at: jan31 });
    const [first] = when([basicStarted], use(45, 'inbound-1'));
    expect(first.data).toMatchObject({ minutes: 45 });
    expect(remainingFreeReceivingMinutes(given(basicStarted, first))).toBe(15);
    expect(when([basicStarted, first], use(45, 'inbound-1'))).toEqual([]);
    expect(when([basicStarted, first], use(45, 'inbound-2'))[0].data).toMatchObject({ minutes: 15 });
    expect(when([], use(10, 'inbound-3'))).toEqual([]);
    const [renewed] = when([basicStarted, first], { type: 'SettlePeriod', spendingEntryId: 'e2', at: new Date('2027-03-01') });
    expect(remainingFreeReceivingMinutes(given(basicStarted, first, renewed))).toBe(60);
  });
});
