// A deleted channel takes its product listings with it (spec 4: "permanent, with settings and products"): every
// listing of the seller's products on the channel's account name is removed through Catalog's SetListings.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import { SetListings } from '../../catalog/commands/set-listings';
import { loadState } from '../../event-sourcing/load-state';
import { productDecider, productStream } from '../../catalog/domain/product';
import { COMMAND_DEPS, PROJECTION_RUNNER, READ_DB, type CommandDeps } from '../../persistence/tokens';
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
    private readonly channels: ChannelStore,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
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
      const product = await loadState(this.deps.store, productStream(id), productDecider);
      const kept = product.listings.filter((l) => !sameAccount(l.accountName, channel.accountName));
      if (kept.length === product.listings.length) continue;
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
