// The wallet tab: balance and settings, top-up history, spending history (read models only).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  legacySpendingReference,
  type CardFailure,
  type Page,
  type SpendingPurpose,
  type SpendingView,
  type TopUpSource,
  type TopUpView,
  type WalletView,
} from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';
import { refundedSpendings } from './refunded-spendings';

export interface HistoryFilter {
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
  purpose?: SpendingPurpose;
}

const cents = (v: string | number) => Number(v);
const iso = (v: Date | string) => new Date(v).toISOString();

export class GetWallet extends Query<WalletView> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetWallet)
export class GetWalletHandler implements IQueryHandler<GetWallet, WalletView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId }: GetWallet): Promise<WalletView> {
    const row = await this.db.selectFrom('wallet_balances').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row)
      return {
        balanceCents: 0,
        autoTopUp: { enabled: false, minimumAmountCents: 10_000, triggerLevelCents: null },
        lastAutoTopUpFailure: null,
      };
    return {
      balanceCents: cents(row.balance_cents),
      autoTopUp: {
        enabled: row.auto_enabled,
        minimumAmountCents: cents(row.auto_minimum_cents),
        triggerLevelCents: row.auto_trigger_cents === null ? null : cents(row.auto_trigger_cents),
      },
      lastAutoTopUpFailure:
        row.last_failure && row.last_failure_at
          ? {
              amountCents: cents(row.last_failure_amount_cents ?? 0),
              failure: row.last_failure as CardFailure,
              at: iso(row.last_failure_at),
            }
          : null,
    };
  }
}

export class ListWalletTopUps extends Query<Page<TopUpView>> {
  constructor(
    readonly userId: string,
    readonly filter: HistoryFilter,
  ) {
    super();
  }
}

@QueryHandler(ListWalletTopUps)
export class ListWalletTopUpsHandler implements IQueryHandler<ListWalletTopUps, Page<TopUpView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId, filter }: ListWalletTopUps): Promise<Page<TopUpView>> {
    let query = this.db.selectFrom('wallet_top_ups as t').where('t.user_id', '=', userId);
    if (filter.from) query = query.where('t.at', '>=', new Date(filter.from));
    if (filter.to) query = query.where('t.at', '<=', new Date(filter.to));
    const { items: rows, total } = await paginate(
      query,
      (q) =>
        q
          .leftJoin('cards as c', 'c.id', 't.card_id')
          .leftJoin('users as u', 'u.id', 't.actor_id')
          .select([
            't.id',
            't.source',
            't.amount_cents',
            't.balance_after_cents',
            't.comment',
            't.refund_purpose',
            't.refund_document_id',
            't.at',
            'c.last4',
            'u.full_name',
            'u.email',
          ])
          .orderBy('t.at', 'desc')
          .orderBy('t.id', 'desc'),
      filter,
    );
    const refunds = await refundedSpendings(this.db, userId, rows);
    const items = rows.map((r) => ({
      id: r.id,
      source: r.source as TopUpSource,
      amountCents: cents(r.amount_cents),
      balanceAfterCents: cents(r.balance_after_cents),
      cardLast4: r.last4 ?? null,
      comment: r.comment,
      // Spec 3: added by the client, the system, or the named manager.
      addedBy: r.source === 'BY_STAFF' ? (r.full_name ?? r.email ?? null) : null,
      refundOf: refunds.get(r.id) ?? null,
      at: iso(r.at),
    }));
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }
}

export class ListWalletSpendings extends Query<Page<SpendingView>> {
  constructor(
    readonly userId: string,
    readonly filter: HistoryFilter,
  ) {
    super();
  }
}

@QueryHandler(ListWalletSpendings)
export class ListWalletSpendingsHandler implements IQueryHandler<ListWalletSpendings, Page<SpendingView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId, filter }: ListWalletSpendings): Promise<Page<SpendingView>> {
    let query = this.db.selectFrom('wallet_spendings').where('user_id', '=', userId);
    if (filter.from) query = query.where('at', '>=', new Date(filter.from));
    if (filter.to) query = query.where('at', '<=', new Date(filter.to));
    if (filter.purpose) query = query.where('purpose', '=', filter.purpose);
    const { items: rows, total } = await paginate(query, (q) => q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), filter);
    const items = rows.map((r) => {
      // Rows projected before references existed: the facts come from the document id, as the upcaster does.
      const legacy = r.reference ? null : legacySpendingReference(r.document_id, r.notes);
      return {
        id: r.id,
        purpose: r.purpose as SpendingPurpose,
        amountCents: cents(r.amount_cents),
        balanceAfterCents: cents(r.balance_after_cents),
        documentId: r.document_id,
        notes: legacy ? null : r.notes,
        reference: r.reference ?? legacy,
        at: iso(r.at),
      };
    });
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }
}
