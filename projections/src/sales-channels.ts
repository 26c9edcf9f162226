// The sales channels read model: one row per channel-<id> stream, for the seller's list and the admin user detail.
// Credentials never reach it; a deleted channel is flagged (a redelivered connect cannot bring it back).
import type { SalesChannelEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { sql, type Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';
import type { SalesChannelRowUpdate } from './sales-channels.table';

type Trx = Transaction<ReadModelDatabase>;

const channelIdOf = (event: StoredEvent) => event.streamId.slice('channel-'.length);

async function update(trx: Trx, event: StoredEvent, set: SalesChannelRowUpdate): Promise<void> {
  await trx
    .updateTable('sales_channels')
    .set({ ...set, position: event.position })
    .where('id', '=', channelIdOf(event))
    .execute();
}

export const salesChannelsProjector: Projector = {
  name: 'sales_channels',
  tables: ['sales_channels'],
  handles: [
    'SalesChannelConnected',
    'SalesChannelRenamed',
    'SalesChannelConnectionUpdated',
    'SalesChannelActivated',
    'SalesChannelDeactivated',
    'SalesChannelConnectionFailed',
    'SalesChannelTokenInvalidated',
    'SalesChannelDeleted',
    'SalesChannelOrdersImported',
    'ChannelOrderImportRefused',
  ],
  async apply(trx, stored) {
    // Other channel-* streams (claims, OAuth states, imported-order claims) carry other event types.
    if (!/^channel-[0-9a-f-]{36}$/.test(stored.streamId)) return;
    const event = { type: stored.type, data: stored.data } as SalesChannelEvent;
    switch (event.type) {
      case 'SalesChannelConnected': {
        const d = event.data;
        await trx
          .insertInto('sales_channels')
          .values({
            id: d.channelId,
            seller_id: d.sellerId,
            marketplace: d.marketplace,
            name: d.name,
            account_name: d.accountName,
            country: d.country,
            status: 'ACTIVE',
            deactivated_reason: null,
            sandbox: d.sandbox,
            connected_at: d.at,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'SalesChannelRenamed':
        return update(trx, stored, { name: event.data.name });
      case 'SalesChannelConnectionUpdated':
        // A deactivated channel stays deactivated (and keeps its last failure); any other is active again.
        await trx
          .updateTable('sales_channels')
          .set({
            status: sql<string>`case when status = 'DEACTIVATED' then status else 'ACTIVE' end`,
            last_failure_code: sql<string | null>`case when status = 'DEACTIVATED' then last_failure_code end`,
            last_failure_message: sql<string | null>`case when status = 'DEACTIVATED' then last_failure_message end`,
            last_failure_at: sql<Date | null>`case when status = 'DEACTIVATED' then last_failure_at end`,
            position: stored.position,
          })
          .where('id', '=', channelIdOf(stored))
          .execute();
        return;
      case 'SalesChannelActivated':
        return update(trx, stored, { status: 'ACTIVE', deactivated_reason: null });
      case 'SalesChannelDeactivated':
        return update(trx, stored, { status: 'DEACTIVATED', deactivated_reason: event.data.reason });
      case 'SalesChannelConnectionFailed':
      case 'SalesChannelTokenInvalidated':
        return update(trx, stored, {
          status: event.type === 'SalesChannelConnectionFailed' ? 'CONNECTION_ERROR' : 'INVALID_TOKEN',
          last_failure_code: event.data.failure.code,
          last_failure_message: event.data.failure.message,
          last_failure_at: event.data.at,
        });
      case 'SalesChannelDeleted':
        return update(trx, stored, { deleted: true });
      case 'SalesChannelOrdersImported':
        return update(trx, stored, { last_import_at: event.data.at });
      case 'ChannelOrderImportRefused':
        // An order the import could not place: the seller's latest failure on an unchanged status.
        return update(trx, stored, {
          last_failure_code: event.data.failure.code,
          last_failure_message: `${event.data.number}: ${event.data.failure.message}`,
          last_failure_at: event.data.at,
        });
      case 'ChannelStockPushed':
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
