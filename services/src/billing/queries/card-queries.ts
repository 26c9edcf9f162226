// The payment information page: linked cards (expired ones marked) and the card transaction history.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { expiryPassed, type Clock } from '@ledgerhouse/infra';
import type { CardPaymentView, CardProvider, CardView, Page } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate } from '../../persistence/paginate';
import { CLOCK, READ_DB } from '../../persistence/tokens';

export class ListCards extends Query<{ items: CardView[] }> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListCards)
export class ListCardsHandler implements IQueryHandler<ListCards, { items: CardView[] }> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: ListCards): Promise<{ items: CardView[] }> {
    const rows = await this.db
      .selectFrom('cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('removed', '=', false)
      .orderBy('primary', 'desc')
      .orderBy('link_order')
      .execute();
    const now = this.clock.now();
    return {
      items: rows.map((r) => ({
        id: r.id,
        provider: r.provider as CardProvider,
        brand: r.brand,
        last4: r.last4,
        expMonth: r.exp_month,
        expYear: r.exp_year,
        primary: r.primary,
        expired: expiryPassed(r.exp_month, r.exp_year, now),
        linkedAt: new Date(r.linked_at).toISOString(),
      })),
    };
  }
}

export class ListCardPayments extends Query<Page<CardPaymentView>> {
  constructor(
    readonly userId: string,
    readonly page: { page: number; pageSize: number },
  ) {
    super();
  }
}

@QueryHandler(ListCardPayments)
export class ListCardPaymentsHandler implements IQueryHandler<ListCardPayments, Page<CardPaymentView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId, page }: ListCardPayments): Promise<Page<CardPaymentView>> {
    const query = this.db.selectFrom('card_payments').where('user_id', '=', userId);
    const { items: rows, total } = await paginate(query, (q) => q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), page);
    const items = rows.map((r) => ({
      id: r.id,
      cardId: r.card_id,
      cardLast4: r.card_last4,
      amountCents: Number(r.amount_cents),
      status: r.status,
      failure: r.failure,
      source: r.source as CardPaymentView['source'],
      at: new Date(r.at).toISOString(),
    }));
    return { items, total, page: page.page, pageSize: page.pageSize };
  }
}
