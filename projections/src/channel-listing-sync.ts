// The drift read model: per sales channel and product listed on it, our quantity for sale (available stock while managed
// stock is on), the last quantity the marketplace acknowledged and how the last push went. A listing is on a channel when
// its account name is the channel's name or marketplace account name (case-insensitive), for the same seller. The stock
// pusher works from this table: a row whose quantity differs from the last one pushed is due.
import type { InventoryEvent, ProductEvent, SalesChannelEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { sql, type Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

type Trx = Transaction<ReadModelDatabase>;
type Scope = { productId: string } | { channelId: string };

const lower = (names: readonly string[]) => [...new Set(names.map((n) => n.trim().toLowerCase()))];
const CHANNEL_EVENTS = [
  'SalesChannelConnected',
  'SalesChannelRenamed',
  'SalesChannelConnectionUpdated',
  'SalesChannelActivated',
  'SalesChannelDeactivated',
  'SalesChannelConnectionFailed',
  'SalesChannelTokenInvalidated',
  'SalesChannelDeleted',
  'ChannelStockPushed',
];
const PRODUCT_EVENTS = ['ProductCreated', 'ProductUpdated', 'ProductDeleted', 'ListingsSet', 'ManagedStockEnabled', 'ManagedStockDisabled'];
const STOCK_EVENTS = ['StockChanged', 'StockReserved', 'ReservationReleased'];

/**
 * Brings the rows of one product or one channel in line with the channel and product facts: adds the listings that now
 * match, drops the ones that no longer do, and sets our quantity (keeping what was pushed and acknowledged).
 */
async function resync(trx: Trx, scope: Scope, position: string, at: Date): Promise<void> {
  const where = 'productId' in scope ? sql`p.product_id = ${scope.productId}` : sql`c.channel_id = ${scope.channelId}`;
  const rowScope = 'productId' in scope ? sql`s.product_id = ${scope.productId}` : sql`s.channel_id = ${scope.channelId}`;
  const matches = sql`from channel_listing_sync_products p
    join channel_listing_sync_channels c on c.seller_id = p.seller_id and c.match_names && p.account_names
    where not p.deleted and ${where}`;
  await sql`delete from channel_listing_sync s where ${rowScope}
    and not exists (select 1 ${matches} and c.channel_id = s.channel_id and p.product_id = s.product_id)`.execute(trx);
  await sql`insert into channel_listing_sync
      (channel_id, product_id, seller_id, sku, title, our_quantity, our_changed_at, channel_active, position)
    select c.channel_id, p.product_id, p.seller_id, p.sku, p.title,
      case when p.managed_stock then greatest(0, p.total - p.reserved) end, ${at}, c.status = 'ACTIVE', ${position}
    ${matches}
    on conflict (channel_id, product_id) do update set
      sku = excluded.sku, title = excluded.title, channel_active = excluded.channel_active, position = excluded.position,
      our_quantity = excluded.our_quantity,
      our_changed_at = case when channel_listing_sync.our_quantity is distinct from excluded.our_quantity
        then excluded.our_changed_at else channel_listing_sync.our_changed_at end,
      -- A new SKU is a listing the marketplace never heard of from us: nothing pushed or acknowledged for it yet.
      pushed_quantity = case when channel_listing_sync.sku <> excluded.sku then null else channel_listing_sync.pushed_quantity end,
      pushed_status = case when channel_listing_sync.sku <> excluded.sku then null else channel_listing_sync.pushed_status end,
      pushed_message = case when channel_listing_sync.sku <> excluded.sku then null else channel_listing_sync.pushed_message end,
      pushed_at = case when channel_listing_sync.sku <> excluded.sku then null else channel_listing_sync.pushed_at end,
      acknowledged_quantity = case when channel_listing_sync.sku <> excluded.sku then null else channel_listing_sync.acknowledged_quantity end,
      acknowledged_at = case when channel_listing_sync.sku <> excluded.sku then null else channel_listing_sync.acknowledged_at end`.execute(
    trx,
  );
}

async function applyChannel(trx: Trx, channelId: string, event: SalesChannelEvent, stored: StoredEvent): Promise<boolean> {
  const channels = trx.updateTable('channel_listing_sync_channels').where('channel_id', '=', channelId);
  switch (event.type) {
    case 'SalesChannelConnected': {
      const d = event.data;
      await trx
        .insertInto('channel_listing_sync_channels')
        .values({
          channel_id: channelId,
          seller_id: d.sellerId,
          marketplace: d.marketplace,
          match_names: lower([d.name, d.accountName]),
          status: 'ACTIVE',
        })
        .onConflict((oc) => oc.column('channel_id').doNothing())
        .execute();
      return true;
    }
    case 'SalesChannelRenamed': {
      const row = await trx
        .selectFrom('channel_listing_sync_channels')
        .select('match_names')
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      if (!row) return false;
      // match_names[2] is the marketplace account name, which a rename keeps.
      await channels.set({ match_names: lower([event.data.name, ...row.match_names.slice(1)]) }).execute();
      return true;
    }
    case 'SalesChannelActivated':
      await channels.set({ status: 'ACTIVE' }).execute();
      return true;
    case 'SalesChannelConnectionUpdated':
      // New credentials clear connection error and invalid token, but not a deactivation: only an activation does.
      await channels.set({ status: sql<string>`case when status = 'DEACTIVATED' then status else 'ACTIVE' end` }).execute();
      return true;
    case 'SalesChannelDeactivated':
      await channels.set({ status: 'DEACTIVATED' }).execute();
      return true;
    case 'SalesChannelConnectionFailed':
      await channels.set({ status: 'CONNECTION_ERROR' }).execute();
      return true;
    case 'SalesChannelTokenInvalidated':
      await channels.set({ status: 'INVALID_TOKEN' }).execute();
      return true;
    case 'SalesChannelDeleted':
      await trx.deleteFrom('channel_listing_sync').where('channel_id', '=', channelId).execute();
      await trx.deleteFrom('channel_listing_sync_channels').where('channel_id', '=', channelId).execute();
      return false;
    case 'ChannelStockPushed': {
      const d = event.data;
      const accepted = d.status === 'ACCEPTED';
      await trx
        .updateTable('channel_listing_sync')
        .set({
          pushed_quantity: d.quantity,
          pushed_status: d.status,
          pushed_message: d.message,
          pushed_at: d.at,
          ...(accepted && { acknowledged_quantity: d.quantity, acknowledged_at: d.at }),
          position: stored.position,
        })
        .where('channel_id', '=', channelId)
        .where((eb) => (d.productId ? eb('product_id', '=', d.productId) : eb('sku', '=', d.sku)))
        .execute();
      return false;
    }
    default:
      return false;
  }
}

async function applyProduct(trx: Trx, productId: string, event: ProductEvent): Promise<boolean> {
  const products = trx.updateTable('channel_listing_sync_products').where('product_id', '=', productId);
  switch (event.type) {
    case 'ProductCreated':
      await trx
        .insertInto('channel_listing_sync_products')
        .values({
          product_id: productId,
          seller_id: event.data.sellerId,
          sku: event.data.sku,
          title: event.data.title,
          account_names: [],
          managed_stock: false,
          total: 0,
          reserved: 0,
          deleted: false,
        })
        .onConflict((oc) => oc.column('product_id').doNothing())
        .execute();
      return false;
    case 'ProductUpdated': {
      const { sku, title } = event.data.changes;
      if (sku === undefined && title === undefined) return false;
      await products.set({ ...(sku !== undefined && { sku }), ...(title !== undefined && { title }) }).execute();
      return true;
    }
    case 'ProductDeleted':
      await products.set({ deleted: true }).execute();
      return true;
    case 'ListingsSet':
      await products.set({ account_names: lower(event.data.listings.map((l) => l.accountName)) }).execute();
      return true;
    case 'ManagedStockEnabled':
    case 'ManagedStockDisabled':
      await products.set({ managed_stock: event.type === 'ManagedStockEnabled' }).execute();
      return true;
    default:
      return false;
  }
}

/** A stock change moves only our quantity on the product's rows (the hot path: one update each, no re-matching). */
async function applyStock(trx: Trx, productId: string, event: InventoryEvent, stored: StoredEvent): Promise<void> {
  const products = trx.updateTable('channel_listing_sync_products').where('product_id', '=', productId);
  const set =
    event.type === 'StockChanged'
      ? { total: event.data.totalAfter }
      : event.type === 'StockReserved' || event.type === 'ReservationReleased'
        ? { reserved: event.data.reservedAfter }
        : null;
  if (!set) return;
  const product = await products
    .set(set)
    .returning(sql<number | null>`case when managed_stock then greatest(0, total - reserved) end`.as('quantity'))
    .executeTakeFirst();
  if (!product) return;
  await trx
    .updateTable('channel_listing_sync')
    .set({ our_quantity: product.quantity, our_changed_at: stored.recordedAt, position: stored.position })
    .where('product_id', '=', productId)
    .where('our_quantity', 'is distinct from', product.quantity)
    .execute();
}

export const channelListingSyncProjector: Projector = {
  name: 'channel_listing_sync',
  tables: ['channel_listing_sync', 'channel_listing_sync_channels', 'channel_listing_sync_products'],
  handles: [...CHANNEL_EVENTS, ...PRODUCT_EVENTS, ...STOCK_EVENTS],
  async apply(trx, stored: StoredEvent) {
    const [category] = stored.streamId.split('-', 1);
    const id = stored.streamId.slice(category.length + 1);
    const event = { type: stored.type, data: stored.data };
    if (category === 'channel') {
      if (await applyChannel(trx, id, event as SalesChannelEvent, stored))
        await resync(trx, { channelId: id }, stored.position, stored.recordedAt);
    } else if (category === 'product') {
      if (await applyProduct(trx, id, event as ProductEvent)) await resync(trx, { productId: id }, stored.position, stored.recordedAt);
    } else if (category === 'inventory') await applyStock(trx, id, event as InventoryEvent, stored);
  },
};
