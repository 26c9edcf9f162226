// The subscription_history read model: one row per plan event of a seller, for the history tab.
import type { Insertable } from 'kysely';
import type { SubscriptionEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';
import type { SubscriptionHistoryTable } from './subscriptions.table';

type Row = Pick<
  Insertable<SubscriptionHistoryTable>,
  'plan' | 'event' | 'amount_cents' | 'discount_cents' | 'promo_code' | 'period_start' | 'period_end' | 'at'
>;

function rowOf(event: SubscriptionEvent): Row | null {
  const none = { amount_cents: 0, discount_cents: 0, promo_code: null, period_start: null, period_end: null };
  switch (event.type) {
    case 'PlanStarted': {
      const d = event.data;
      return {
        plan: d.plan,
        event: d.freeMonth ? 'FREE_MONTH' : 'STARTED',
        amount_cents: d.amountCents,
        discount_cents: d.discountCents,
        promo_code: d.promoCode,
        period_start: d.periodStart,
        period_end: d.periodEnd,
        at: d.at,
      };
    }
    case 'SubscriptionRenewed':
      return {
        ...none,
        plan: event.data.plan,
        event: 'RENEWED',
        amount_cents: event.data.amountCents,
        period_start: event.data.periodStart,
        period_end: event.data.periodEnd,
        at: event.data.at,
      };
    case 'DowngradeScheduled':
      return { ...none, plan: event.data.toPlan, event: 'DOWNGRADE_SCHEDULED', period_start: event.data.effectiveAt, at: event.data.at };
    case 'DowngradeCanceled':
      return null;
    case 'SubscriptionEnded':
      return { ...none, plan: event.data.plan, event: 'ENDED', at: event.data.at };
    case 'FreeReceivingUsed':
      return null;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const subscriptionHistoryProjector: Projector = {
  name: 'subscription_history',
  tables: ['subscription_history'],
  handles: ['PlanStarted', 'SubscriptionRenewed', 'DowngradeScheduled', 'DowngradeCanceled', 'SubscriptionEnded'],
  async apply(trx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as SubscriptionEvent;
    const userId = stored.streamId.slice('subscription-'.length);
    const id = `${stored.streamId}:${stored.version}`;
    if (event.type === 'DowngradeCanceled') {
      // The canceled downgrade's plan is the last one scheduled: keep it on the row.
      const last = await trx
        .selectFrom('subscription_history')
        .select('plan')
        .where('user_id', '=', userId)
        .where('event', '=', 'DOWNGRADE_SCHEDULED')
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const row = {
        plan: last?.plan ?? 'free',
        event: 'DOWNGRADE_CANCELED',
        amount_cents: 0,
        discount_cents: 0,
        promo_code: null,
        period_start: null,
        period_end: null,
        at: event.data.at,
      };
      await trx
        .insertInto('subscription_history')
        .values({ id, user_id: userId, ...row, position: stored.position })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    const row = rowOf(event);
    if (!row) return;
    await trx
      .insertInto('subscription_history')
      .values({ id, user_id: userId, ...row, position: stored.position })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
