// The subscriptions read model: each seller's plan now, upcoming plan and free receiving time used this period.
import type { Insertable } from 'kysely';
import type { SubscriptionEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';
import type { SubscriptionsTable } from './subscriptions.table';

type Row = Omit<Insertable<SubscriptionsTable>, 'user_id' | 'position'>;
const ended: Row = {
  plan: 'free',
  status: 'ENDED',
  amount_cents: 0,
  started_at: null,
  period_start: null,
  period_end: null,
  ended_at: null,
  upcoming_plan: null,
  free_month: false,
  used_receiving_minutes: 0,
};

export const subscriptionsProjector: Projector = {
  name: 'subscriptions',
  tables: ['subscriptions'],
  handles: ['PlanStarted', 'SubscriptionRenewed', 'DowngradeScheduled', 'DowngradeCanceled', 'SubscriptionEnded', 'FreeReceivingUsed'],
  async apply(trx, stored: StoredEvent) {
    const userId = stored.streamId.slice('subscription-'.length);
    const event = { type: stored.type, data: stored.data } as SubscriptionEvent;
    const upsert = (row: Row) =>
      trx
        .insertInto('subscriptions')
        .values({ user_id: userId, ...row, position: stored.position })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, position: stored.position }))
        .execute();
    const update = (set: Partial<Row>) =>
      trx
        .updateTable('subscriptions')
        .set({ ...set, position: stored.position })
        .where('user_id', '=', userId)
        .execute();
    switch (event.type) {
      case 'PlanStarted': {
        const { plan, periodStart, periodEnd, amountCents, freeMonth } = event.data;
        return void (await upsert({
          ...ended,
          plan,
          status: 'ACTIVE',
          amount_cents: amountCents,
          started_at: periodStart,
          period_start: periodStart,
          period_end: periodEnd,
          free_month: freeMonth,
        }));
      }
      case 'SubscriptionRenewed':
        return void (await update({
          amount_cents: event.data.amountCents,
          period_start: event.data.periodStart,
          period_end: event.data.periodEnd,
          free_month: false,
          used_receiving_minutes: 0,
        }));
      case 'DowngradeScheduled':
        return void (await update({ upcoming_plan: event.data.toPlan }));
      case 'DowngradeCanceled':
        return void (await update({ upcoming_plan: null }));
      case 'SubscriptionEnded':
        return void (await upsert({ ...ended, ended_at: event.data.at }));
      case 'FreeReceivingUsed':
        await trx
          .updateTable('subscriptions')
          .set((eb) => ({ used_receiving_minutes: eb('used_receiving_minutes', '+', event.data.minutes), position: stored.position }))
          .where('user_id', '=', userId)
          .execute();
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
