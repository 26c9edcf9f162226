import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';
import { FindOwnProductsBySku, type ProductBySku } from './find-own-products-by-sku.query';

const CHUNK = 500;

@QueryHandler(FindOwnProductsBySku)
export class FindOwnProductsBySkuHandler implements IQueryHandler<FindOwnProductsBySku, ProductBySku[]> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, skus }: FindOwnProductsBySku): Promise<ProductBySku[]> {
    const wanted = [...new Set(skus.map((s) => s.trim().toLowerCase()).filter((s) => s !== ''))];
    const found: ProductBySku[] = [];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('products')
        .select(['id', 'sku', 'title', 'barcode', 'country_of_origin', 'dimensions', 'weight'])
        .where('seller_id', '=', sellerId)
        .where('deleted', '=', false)
        .where(sql<string>`lower(sku)`, 'in', wanted.slice(i, i + CHUNK))
        .execute();
      for (const row of rows)
        found.push({
          productId: row.id,
          sku: row.sku,
          title: row.title,
          barcode: row.barcode,
          countryOfOrigin: row.country_of_origin,
          dimensions: row.dimensions as ProductBySku['dimensions'],
          weight: row.weight as ProductBySku['weight'],
        });
    }
    return found;
  }
}
