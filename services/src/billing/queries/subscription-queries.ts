// A seller's subscription now and its history, from the subscriptions and subscription_history read models.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { PLAN_TERMS, PLANS, type Plan, type SubscriptionHistoryEntry, type SubscriptionView } from '@ledgerhouse/contracts';
import { positionOrderKeys } from '@ledgerhouse/infra';
import type { ReadModelDatabase, SubscriptionRow } from '@ledgerhouse/projections';
import type { Page } from '@ledgerhouse/contracts';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

/** Same-instant rows: the later event first, by its position's numbers (never the token's text). */
const byPosition = positionOrderKeys('position');

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function subscriptionViewOf(row: SubscriptionRow | undefined): SubscriptionView {
  const plan = (row?.plan ?? 'free') as Plan;
  const terms = PLAN_TERMS[plan];
  const active = (row?.status ?? 'ACTIVE') === 'ACTIVE';
  return {
    plan,
    status: active ? 'ACTIVE' : 'ENDED',
    billingPeriod: terms.billingPeriod,
    amountCents: row?.amount_cents ?? 0,
    start: iso(row?.started_at ?? null),
    end: active ? null : iso(row?.ended_at ?? null),
    plannedEnd: iso(row?.period_end ?? null),
    upcomingPlan: (row?.upcoming_plan ?? null) as Plan | null,
    freeMonth: row?.free_month ?? false,
    remainingFreeReceivingMinutes: active ? Math.max(0, terms.freeReceivingMinutes - (row?.used_receiving_minutes ?? 0)) : 0,
    plans: PLANS.map((p) => ({ ...PLAN_TERMS[p] })),
  };
}

export class GetSubscription extends Query<SubscriptionView> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetSubscription)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscription, SubscriptionView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId }: GetSubscription): Promise<SubscriptionView> {
    return subscriptionViewOf(await this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst());
  }
}

export class ListSubscriptionHistory extends Query<Page<SubscriptionHistoryEntry>> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

@QueryHandler(ListSubscriptionHistory)
export class ListSubscriptionHistoryHandler implements IQueryHandler<ListSubscriptionHistory, Page<SubscriptionHistoryEntry>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId, page, pageSize }: ListSubscriptionHistory): Promise<Page<SubscriptionHistoryEntry>> {
    const query = this.db.selectFrom('subscription_history').where('user_id', '=', userId);
    const { items: rows, total } = await paginate(
      query,
      (q) => q.selectAll().orderBy('at', 'desc').orderBy(byPosition[0], 'desc').orderBy(byPosition[1], 'desc'),
      { page, pageSize },
    );
    const items = rows.map((r) => ({
      id: r.id,
      plan: r.plan as Plan,
      event: r.event as SubscriptionHistoryEntry['event'],
      amountCents: r.amount_cents,
      discountCents: r.discount_cents,
      promoCode: r.promo_code,
      periodStart: iso(r.period_start),
      periodEnd: iso(r.period_end),
      at: new Date(r.at).toISOString(),
    }));
    return { items, total, page, pageSize };
  }
}
