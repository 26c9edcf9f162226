// Promo codes for staff: list with search, active filter and pages; one code.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type PromoCodeView } from '@ledgerhouse/contracts';
import type { PromoCodeRow, ReadModelDatabase } from '@ledgerhouse/projections';
import type { Page } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

export interface PromoCodeFilter {
  page: number;
  pageSize: number;
  search?: string;
  active?: boolean;
}

const viewOf = (row: PromoCodeRow): PromoCodeView => ({
  id: row.id,
  code: row.code,
  discountPercent: row.discount_percent,
  plan: row.plan as PromoCodeView['plan'],
  usageLimit: row.usage_limit,
  expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  active: row.active,
  usedCount: row.used_count,
  createdAt: new Date(row.created_at).toISOString(),
});

export class ListPromoCodes extends Query<Page<PromoCodeView>> {
  constructor(readonly filter: PromoCodeFilter) {
    super();
  }
}

@QueryHandler(ListPromoCodes)
export class ListPromoCodesHandler implements IQueryHandler<ListPromoCodes, Page<PromoCodeView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ filter }: ListPromoCodes): Promise<Page<PromoCodeView>> {
    let query = this.db.selectFrom('promo_codes');
    if (filter.search) query = query.where('code', 'ilike', `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (filter.active !== undefined) query = query.where('active', '=', filter.active);
    const { items: rows, total } = await paginate(query, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id'), filter);
    return { items: rows.map(viewOf), total, page: filter.page, pageSize: filter.pageSize };
  }
}

export class GetPromoCode extends Query<PromoCodeView> {
  constructor(readonly promoCodeId: string) {
    super();
  }
}

@QueryHandler(GetPromoCode)
export class GetPromoCodeHandler implements IQueryHandler<GetPromoCode, PromoCodeView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ promoCodeId }: GetPromoCode): Promise<PromoCodeView> {
    const row = await this.db.selectFrom('promo_codes').selectAll().where('id', '=', promoCodeId).executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    return viewOf(row);
  }
}
