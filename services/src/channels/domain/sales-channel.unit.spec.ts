// The channel's rules: connect once, statuses (spec 4), deleted is gone, sync failures recorded once.
import type { SalesChannelEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { salesChannelDecider, type SalesChannelCommand } from './sales-channel';

const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const sealed = { keyId: 'k1', sealed: 'AAAA' };
const resealed = { keyId: 'k2', sealed: 'BBBB' };
const failure = { code: 'INVALID_CREDENTIALS', message: 'Unauthorized' };

const connect: SalesChannelCommand = {
  type: 'Connect',
  channelId: 'c1',
  sellerId: 's1',
  marketplace: 'WALMART',
  name: 'My Walmart',
  accountName: 'My Walmart',
  country: null,
  sandbox: true,
  credentials: sealed,
  at: now,
};
const connected: SalesChannelEvent = {
  type: 'SalesChannelConnected',
  data: {
    channelId: 'c1',
    sellerId: 's1',
    marketplace: 'WALMART',
    name: 'My Walmart',
    accountName: 'My Walmart',
    country: null,
    sandbox: true,
    credentials: sealed,
    at,
  },
};
const deactivated = (reason: 'SELLER' | 'SELLER_BLOCKED' = 'SELLER'): SalesChannelEvent => ({
  type: 'SalesChannelDeactivated',
  data: { reason, at },
});
const deleted: SalesChannelEvent = { type: 'SalesChannelDeleted', data: { at } };
const connectionFailed: SalesChannelEvent = { type: 'SalesChannelConnectionFailed', data: { failure, at } };
const tokenInvalidated: SalesChannelEvent = { type: 'SalesChannelTokenInvalidated', data: { failure, at } };

const { given } = deciderSpec(salesChannelDecider);

describe('connecting', () => {
  it('connects an active channel with sealed credentials', () => {
    const history = given().when(connect).then([connected]);
    expect(history.state).toMatchObject({ status: 'ACTIVE', credentials: sealed, sellerId: 's1', sandbox: true });
  });

  it('refuses connecting the same channel id twice with ALREADY_EXISTS', () => {
    given(connected).when(connect).thenThrows('ALREADY_EXISTS');
  });
});

describe('a deleted or never connected channel', () => {
  const everyCommand: SalesChannelCommand[] = [
    { type: 'Rename', name: 'x', at: now },
    { type: 'UpdateConnection', credentials: resealed, refreshed: false, at: now },
    { type: 'Activate', at: now },
    { type: 'Deactivate', reason: 'SELLER', at: now },
    { type: 'MarkConnectionFailed', failure, at: now },
    { type: 'MarkTokenInvalid', failure, at: now },
    { type: 'Delete', at: now },
    { type: 'RecordImport', modifiedUntil: at, imported: 1, at: now },
    { type: 'RecordStockPush', sku: 'A', productId: null, quantity: 1, status: 'ACCEPTED', message: null, at: now },
  ];

  it.each(everyCommand.map((c) => [c.type, c] as const))('refuses %s with NOT_FOUND', (_type, command) => {
    given(connected, deleted).when(command).thenThrows('NOT_FOUND');
    given().when(command).thenThrows('NOT_FOUND');
  });

  it('forgets the credentials once deleted', () => {
    expect(given(connected, deleted).state).toMatchObject({ deleted: true, credentials: null });
  });
});

describe('renaming', () => {
  it('renames, and renaming to the same name records nothing', () => {
    given(connected)
      .when({ type: 'Rename', name: 'Walmart US', at: now })
      .then([{ type: 'SalesChannelRenamed', data: { name: 'Walmart US', at } }])
      .when({ type: 'Rename', name: 'Walmart US', at: now })
      .thenNothing();
  });
});

describe('activate and deactivate', () => {
  it('deactivates an active channel for the seller or for a blocked seller, and refuses deactivating it twice', () => {
    given(connected)
      .when({ type: 'Deactivate', reason: 'SELLER_BLOCKED', at: now })
      .then([deactivated('SELLER_BLOCKED')]);
    given(connected, deactivated()).when({ type: 'Deactivate', reason: 'SELLER', at: now }).thenThrows('CHANNEL_STATUS_CONFLICT');
  });

  it('deactivates a channel in connection error or with an invalid token', () => {
    given(connected, connectionFailed).when({ type: 'Deactivate', reason: 'SELLER', at: now }).then([deactivated()]);
    given(connected, tokenInvalidated).when({ type: 'Deactivate', reason: 'SELLER', at: now }).then([deactivated()]);
  });

  it('activates only a deactivated channel', () => {
    const activated = given(connected, deactivated())
      .when({ type: 'Activate', at: now })
      .then([{ type: 'SalesChannelActivated', data: { at } }]);
    expect(activated.state.status).toBe('ACTIVE');
    given(connected).when({ type: 'Activate', at: now }).thenThrows('CHANNEL_STATUS_CONFLICT');
    given(connected, connectionFailed).when({ type: 'Activate', at: now }).thenThrows('CHANNEL_STATUS_CONFLICT');
  });
});

describe('connection updates and sync failures', () => {
  const update = (refreshed: boolean): SalesChannelCommand => ({ type: 'UpdateConnection', credentials: resealed, refreshed, at: now });
  const updated = (refreshed: boolean): SalesChannelEvent => ({
    type: 'SalesChannelConnectionUpdated',
    data: { credentials: resealed, refreshed, at },
  });

  it('returns a channel in connection error or with an invalid token to ACTIVE with the new credentials', () => {
    for (const failed of [connectionFailed, tokenInvalidated]) {
      const after = given(connected, failed)
        .when(update(false))
        .then([updated(false)]);
      expect(after.state).toMatchObject({ status: 'ACTIVE', credentials: resealed, lastFailure: null });
    }
  });

  it('keeps a deactivated channel deactivated after a connection update or a token refresh', () => {
    const after = given(connected, deactivated())
      .when(update(true))
      .then([updated(true)]);
    expect(after.state).toMatchObject({ status: 'DEACTIVATED', credentials: resealed });
  });

  it('records a failure once: the same failure again records nothing, another one is recorded', () => {
    const failed = given(connected).when({ type: 'MarkConnectionFailed', failure, at: now }).then([connectionFailed]);
    expect(failed.state).toMatchObject({ status: 'CONNECTION_ERROR', lastFailure: failure });
    failed.when({ type: 'MarkConnectionFailed', failure, at: now }).thenNothing();
    failed.when({ type: 'MarkTokenInvalid', failure, at: now }).then([tokenInvalidated]);
  });

  it('refuses recording a sync failure on a deactivated channel with CHANNEL_NOT_ACTIVE', () => {
    given(connected, deactivated()).when({ type: 'MarkTokenInvalid', failure, at: now }).thenThrows('CHANNEL_NOT_ACTIVE');
  });
});

describe('sync records', () => {
  it('keeps how far orders have been imported', () => {
    const after = given(connected)
      .when({ type: 'RecordImport', modifiedUntil: '2026-11-20T09:59:00.000Z', imported: 3, at: now })
      .then([{ type: 'SalesChannelOrdersImported', data: { modifiedUntil: '2026-11-20T09:59:00.000Z', imported: 3, at } }]);
    expect(after.state.importedUntil).toBe('2026-11-20T09:59:00.000Z');
  });

  it('records what the marketplace said about a stock push', () => {
    given(connected)
      .when({ type: 'RecordStockPush', sku: 'SKU-1', productId: 'p1', quantity: 4, status: 'REJECTED', message: 'bad sku', at: now })
      .then([
        { type: 'ChannelStockPushed', data: { sku: 'SKU-1', productId: 'p1', quantity: 4, status: 'REJECTED', message: 'bad sku', at } },
      ]);
  });
});

describe('deleting', () => {
  it('deletes a channel in any status, a blocked seller’s deactivated one included', () => {
    given(connected, deactivated('SELLER_BLOCKED')).when({ type: 'Delete', at: now }).then([deleted]);
    given(connected, tokenInvalidated).when({ type: 'Delete', at: now }).then([deleted]);
  });
});
