// A blocked seller's channels stop syncing (spec 1): every channel not yet deactivated is deactivated with reason
// SELLER_BLOCKED. The channels are found in the read model once it holds everything up to the block, so a channel
// connected just before is not missed.
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock, StoredEvent } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import { CLOCK, PROJECTION_RUNNER, READ_DB } from '../../persistence/tokens';
import { unlessAlreadyDone, type Saga, type SagaStep } from '../../sagas/saga';
import { ChannelStore } from '../services/channel-store';

const CATCH_UP_MS = 30_000;
/** Deactivated or deleted meanwhile: nothing left to do. */
const DONE = [ErrorCode.CHANNEL_STATUS_CONFLICT, ErrorCode.NOT_FOUND];

@Injectable()
export class BlockedSellerChannelsSaga implements Saga {
  readonly name = 'blocked-seller-channels';
  readonly handles = ['UserBlocked'];

  constructor(
    private readonly channels: ChannelStore,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async react(event: StoredEvent, step: SagaStep): Promise<void> {
    const sellerId = event.streamId.replace(/^user-/, '');
    // Not caught up in time: thrown, so the runner retries the event later (never skipped).
    if (!(await this.runner.waitFor(event.position, CATCH_UP_MS, ['sales_channels'])))
      throw new Error('sales_channels has not caught up with the block yet');
    const live = await this.db
      .selectFrom('sales_channels')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where('deleted', '=', false)
      .where('status', '!=', 'DEACTIVATED')
      .execute();
    for (const { id } of live)
      await unlessAlreadyDone(
        this.channels.run(id, { type: 'Deactivate', reason: 'SELLER_BLOCKED', at: this.clock.now() }, { causationId: step.key }),
        DONE,
      );
  }
}
