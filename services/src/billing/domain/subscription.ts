// subscription-<userId>: the plan a seller holds. Free (pay-as-you-go) is never billed; basic and premium run in
// monthly periods that renew from the wallet. Charging happens in the handler before the decider records the outcome.
import { ErrorCode, PLAN_RANK, PLAN_TERMS, type Plan, type SubscriptionEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { addMonths } from './subscription-period';

export const subscriptionStream = (userId: string) => `subscription-${userId}`;

export interface SubscriptionState {
  plan: Plan;
  status: 'ACTIVE' | 'ENDED';
  /** Start of the plan's first period: period n ends n calendar months after it. */
  anchor: string | null;
  periods: number;
  periodStart: string | null;
  periodEnd: string | null;
  upcomingPlan: Plan | null;
  freeMonthUsed: boolean;
  usedReceivingMinutes: number;
  receivingDocuments: string[];
}

export type SubscriptionCommand =
  | {
      type: 'StartPlan';
      plan: Plan;
      amountCents: number;
      discountCents: number;
      promoCode: string | null;
      spendingEntryId: string | null;
      freeMonth: boolean;
      at: Date;
    }
  | { type: 'ScheduleDowngrade'; plan: Plan; at: Date }
  | { type: 'CancelDowngrade'; at: Date }
  /** Period end, the wallet paid the next period (spendingEntryId) or refused it (null). */
  | { type: 'SettlePeriod'; spendingEntryId: string | null; at: Date }
  | { type: 'EndForDeactivation'; at: Date }
  | { type: 'UseFreeReceiving'; minutes: number; documentId: string; at: Date };

export const initialSubscription: SubscriptionState = {
  plan: 'free',
  status: 'ACTIVE',
  anchor: null,
  periods: 0,
  periodStart: null,
  periodEnd: null,
  upcomingPlan: null,
  freeMonthUsed: false,
  usedReceivingMinutes: 0,
  receivingDocuments: [],
};

const isPaid = (state: SubscriptionState) => state.status === 'ACTIVE' && state.plan !== 'free';

/** An upgrade (higher rank, paid at once) or a downgrade (at the end of the paid period); the same plan is refused. */
export function planChangeKind(state: SubscriptionState, plan: Plan): 'UPGRADE' | 'DOWNGRADE' {
  if (plan === state.plan) throw new DomainError(ErrorCode.PLAN_UNCHANGED);
  return PLAN_RANK[plan] > PLAN_RANK[state.plan] ? 'UPGRADE' : 'DOWNGRADE';
}

/** What the period end asks for: nothing yet, a renewal of the plan, or the scheduled downgrade. */
export function dueAt(state: SubscriptionState, now: Date): { plan: Plan; periodStart: string; priceCents: number } | null {
  if (!isPaid(state) || !state.periodEnd || new Date(state.periodEnd) > now) return null;
  const plan = state.upcomingPlan ?? state.plan;
  return { plan, periodStart: state.periodEnd, priceCents: PLAN_TERMS[plan].priceCents };
}

export const remainingFreeReceivingMinutes = (state: SubscriptionState) =>
  isPaid(state) ? Math.max(0, PLAN_TERMS[state.plan].freeReceivingMinutes - state.usedReceivingMinutes) : 0;

function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const freshPeriod = { usedReceivingMinutes: 0, receivingDocuments: [] };
  switch (event.type) {
    case 'PlanStarted': {
      const { plan, periodStart, periodEnd, freeMonth } = event.data;
      return {
        ...state,
        ...freshPeriod,
        plan,
        status: 'ACTIVE',
        anchor: periodStart,
        periods: 1,
        periodStart,
        periodEnd,
        upcomingPlan: null,
        freeMonthUsed: state.freeMonthUsed || freeMonth,
      };
    }
    case 'SubscriptionRenewed':
      return { ...state, ...freshPeriod, periods: state.periods + 1, periodStart: event.data.periodStart, periodEnd: event.data.periodEnd };
    case 'DowngradeScheduled':
      return { ...state, upcomingPlan: event.data.toPlan };
    case 'DowngradeCanceled':
      return { ...state, upcomingPlan: null };
    case 'SubscriptionEnded':
      return {
        ...state,
        ...freshPeriod,
        plan: 'free',
        status: 'ENDED',
        anchor: null,
        periods: 0,
        periodStart: null,
        periodEnd: null,
        upcomingPlan: null,
      };
    case 'FreeReceivingUsed':
      return {
        ...state,
        usedReceivingMinutes: state.usedReceivingMinutes + event.data.minutes,
        receivingDocuments: [...state.receivingDocuments, event.data.documentId],
      };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function started(
  plan: Plan,
  periodStart: Date,
  fields: Pick<
    Extract<SubscriptionCommand, { type: 'StartPlan' }>,
    'amountCents' | 'discountCents' | 'promoCode' | 'spendingEntryId' | 'freeMonth'
  >,
  at: Date,
): SubscriptionEvent {
  return {
    type: 'PlanStarted',
    data: {
      plan,
      periodStart: periodStart.toISOString(),
      periodEnd: addMonths(periodStart, 1).toISOString(),
      ...fields,
      at: at.toISOString(),
    },
  };
}

function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'StartPlan': {
      if (planChangeKind(state, command.plan) !== 'UPGRADE') throw new DomainError(ErrorCode.PLAN_UPDATE_FAILED);
      const { plan: _plan, type: _type, at: _at, ...fields } = command;
      const replaced: SubscriptionEvent[] = isPaid(state)
        ? [{ type: 'SubscriptionEnded', data: { plan: state.plan, reason: 'REPLACED', at } }]
        : [];
      return [...replaced, started(command.plan, command.at, fields, command.at)];
    }
    case 'ScheduleDowngrade': {
      if (planChangeKind(state, command.plan) !== 'DOWNGRADE') throw new DomainError(ErrorCode.PLAN_UPDATE_FAILED);
      if (state.upcomingPlan === command.plan) return [];
      return [{ type: 'DowngradeScheduled', data: { toPlan: command.plan, effectiveAt: state.periodEnd!, at } }];
    }
    case 'CancelDowngrade':
      if (!state.upcomingPlan) throw new DomainError(ErrorCode.NO_DOWNGRADE_SCHEDULED);
      return [{ type: 'DowngradeCanceled', data: { at } }];
    case 'SettlePeriod': {
      const due = dueAt(state, command.at);
      if (!due) return [];
      if (due.priceCents > 0 && !command.spendingEntryId)
        return [{ type: 'SubscriptionEnded', data: { plan: state.plan, reason: 'RENEWAL_FAILED', at } }];
      if (!state.upcomingPlan) {
        const periodEnd = addMonths(new Date(state.anchor!), state.periods + 1).toISOString();
        return [
          {
            type: 'SubscriptionRenewed',
            data: {
              plan: state.plan,
              periodStart: due.periodStart,
              periodEnd,
              amountCents: due.priceCents,
              spendingEntryId: command.spendingEntryId!,
              at,
            },
          },
        ];
      }
      const ended: SubscriptionEvent = { type: 'SubscriptionEnded', data: { plan: state.plan, reason: 'DOWNGRADED', at } };
      if (due.plan === 'free') return [ended];
      const fields = {
        amountCents: due.priceCents,
        discountCents: 0,
        promoCode: null,
        spendingEntryId: command.spendingEntryId,
        freeMonth: false,
      };
      return [ended, started(due.plan, new Date(due.periodStart), fields, command.at)];
    }
    case 'EndForDeactivation':
      return isPaid(state) ? [{ type: 'SubscriptionEnded', data: { plan: state.plan, reason: 'ACCOUNT_DEACTIVATED', at } }] : [];
    case 'UseFreeReceiving': {
      if (state.receivingDocuments.includes(command.documentId)) return [];
      const minutes = Math.min(command.minutes, remainingFreeReceivingMinutes(state));
      return minutes > 0 ? [{ type: 'FreeReceivingUsed', data: { minutes, documentId: command.documentId, at } }] : [];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: initialSubscription,
  evolve,
  decide,
};
