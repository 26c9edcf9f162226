// A deleted channel takes its product listings with it (spec 4: "permanent, with settings and products"): every
// listing of the seller's products on the channel's account name is removed through Catalog's SetListings.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import { SetListings } from '../../catalog/commands/set-listings.command';
import { GetProductListings } from '../../catalog/queries/get-product-listings.query';
import { PROJECTION_RUNNER, READ_DB } from '../../persistence/tokens';
import { unlessAlreadyDone, type Saga } from '../../sagas/saga';
import { ChannelStore } from '../services/channel-store';

const CATCH_UP_MS = 30_000;
const sameAccount = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

@Injectable()
export class DeletedChannelListingsSaga implements Saga {
  readonly name = 'deleted-channel-listings';
  readonly handles = ['SalesChannelDeleted'];

  constructor(
    private readonly bus: CommandBus,
    private readonly queries: QueryBus,
    private readonly channels: ChannelStore,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  async react(event: StoredEvent): Promise<void> {
    const channel = await this.channels.load(event.streamId.replace(/^channel-/, ''));
    if (!(await this.runner.waitFor(event.position, CATCH_UP_MS, ['products'])))
      throw new Error('products has not caught up with the deletion yet');
    const listed = await this.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', channel.sellerId)
      .where('deleted', '=', false)
      .where(
        sql<boolean>`exists (select 1 from jsonb_array_elements(listings) l where lower(trim(l->>'accountName')) = ${channel.accountName.trim().toLowerCase()})`,
      )
      .execute();
    for (const { id } of listed) {
      // The product's own listings now, not the read model's: a listing edited meanwhile is kept as edited.
      const listings = await this.queries.execute(new GetProductListings(id));
      const kept = listings.filter((l) => !sameAccount(l.accountName, channel.accountName));
      if (kept.length === listings.length) continue;
      await unlessAlreadyDone(
        this.bus.execute(
          new SetListings(
            channel.sellerId,
            id,
            kept.map((l) => ({ ...l, link: l.link ?? undefined })),
          ),
        ),
        [ErrorCode.NOT_FOUND],
      );
    }
  }
}
