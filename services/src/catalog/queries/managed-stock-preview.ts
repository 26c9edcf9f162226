// What switching managed stock on would change, for the confirmation dialog (the command applies the same function).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type ManagedStockPreview } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';
import { managedStockChanges } from '../domain/managed-stock';

export class PreviewManagedStock extends Query<ManagedStockPreview> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
  ) {
    super();
  }
}

@QueryHandler(PreviewManagedStock)
export class PreviewManagedStockHandler implements IQueryHandler<PreviewManagedStock, ManagedStockPreview> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, productId }: PreviewManagedStock): Promise<ManagedStockPreview> {
    const row = await this.db
      .selectFrom('products')
      .select(['listings', 'managed_stock', 'available'])
      .where('id', '=', productId)
      .where('seller_id', '=', sellerId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    return { available: row.available, changes: row.managed_stock ? [] : managedStockChanges(row.listings, row.available) };
  }
}
