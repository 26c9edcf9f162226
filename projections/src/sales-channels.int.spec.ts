// given events / then rows for the sales_channels read model, on a real event store and database.
import { randomUUID } from 'node:crypto';
import { projectorSpec } from '../../test/support/projector-spec';
import { salesChannelsProjector } from './sales-channels';

const spec = projectorSpec(salesChannelsProjector);
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const sealed = { keyId: 'k1', sealed: 'c2VhbGVkLXNlY3JldA==' };
const connected = (channelId: string) => ({
  type: 'SalesChannelConnected',
  data: {
    channelId,
    sellerId: 'seller-1',
    marketplace: 'WALMART',
    name: 'Walmart US',
    accountName: 'Walmart US',
    country: null,
    sandbox: true,
    credentials: sealed,
    at,
  },
});
const failure = { code: 'TOKEN_INVALID', message: 'The access token was revoked' };
const row = (id: string) => spec.db.selectFrom('sales_channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('sales_channels projector', () => {
  it('lists a connected channel as ACTIVE with its facts and nothing of its credentials', async () => {
    const id = randomUUID();
    await spec.given({ [`channel-${id}`]: [connected(id)] });
    const stored = await row(id);
    expect(stored).toMatchObject({
      id,
      seller_id: 'seller-1',
      marketplace: 'WALMART',
      name: 'Walmart US',
      account_name: 'Walmart US',
      country: null,
      status: 'ACTIVE',
      sandbox: true,
      deleted: false,
      connected_at: new Date(at),
      last_import_at: null,
      last_failure_code: null,
    });
    expect(JSON.stringify(stored)).not.toContain(sealed.sealed);
  });

  it('follows rename, deactivation for a blocked seller, activation and the last import', async () => {
    const id = randomUUID();
    await spec.given({
      [`channel-${id}`]: [
        connected(id),
        { type: 'SalesChannelRenamed', data: { name: 'Main store', at } },
        { type: 'SalesChannelDeactivated', data: { reason: 'SELLER_BLOCKED', at } },
      ],
    });
    expect(await row(id)).toMatchObject({ name: 'Main store', status: 'DEACTIVATED', deactivated_reason: 'SELLER_BLOCKED' });
    await spec.given({
      [`channel-${id}`]: [
        { type: 'SalesChannelActivated', data: { at } },
        { type: 'SalesChannelOrdersImported', data: { modifiedUntil: at, imported: 2, at: later } },
      ],
    });
    expect(await row(id)).toMatchObject({ status: 'ACTIVE', deactivated_reason: null, last_import_at: new Date(later) });
  });

  it('shows the last failure with an invalid token, and clears it when the connection is updated', async () => {
    const id = randomUUID();
    await spec.given({ [`channel-${id}`]: [connected(id), { type: 'SalesChannelTokenInvalidated', data: { failure, at: later } }] });
    expect(await row(id)).toMatchObject({
      status: 'INVALID_TOKEN',
      last_failure_code: 'TOKEN_INVALID',
      last_failure_message: 'The access token was revoked',
      last_failure_at: new Date(later),
    });
    await spec.given({
      [`channel-${id}`]: [{ type: 'SalesChannelConnectionUpdated', data: { credentials: sealed, refreshed: false, at } }],
    });
    expect(await row(id)).toMatchObject({ status: 'ACTIVE', last_failure_code: null, last_failure_message: null, last_failure_at: null });
  });

  it('keeps a deactivated channel deactivated through a token refresh', async () => {
    const id = randomUUID();
    await spec.given({
      [`channel-${id}`]: [
        connected(id),
        { type: 'SalesChannelDeactivated', data: { reason: 'SELLER', at } },
        { type: 'SalesChannelConnectionUpdated', data: { credentials: sealed, refreshed: true, at } },
      ],
    });
    expect(await row(id)).toMatchObject({ status: 'DEACTIVATED' });
  });

  it('flags a deleted channel, and a replay of every event changes nothing', async () => {
    const id = randomUUID();
    await spec.given({
      [`channel-${id}`]: [
        connected(id),
        { type: 'SalesChannelConnectionFailed', data: { failure, at } },
        { type: 'SalesChannelDeleted', data: { at } },
      ],
    });
    expect(await row(id)).toMatchObject({ deleted: true, status: 'CONNECTION_ERROR' });
    await spec.expectReplayChangesNothing(() => row(id));
  });

  it('ignores events of other channel-* streams (name claims)', async () => {
    const id = randomUUID();
    await spec.given({ [`channel-name-seller-1-${id}`]: [{ type: 'SalesChannelRenamed', data: { name: 'x', at } }] });
    expect(await spec.db.selectFrom('sales_channels').select('id').where('name', '=', 'x').execute()).toEqual([]);
  });
});
