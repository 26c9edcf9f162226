// given events / then rows for the integration_requests read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { integrationRequestsProjector } from './integration-requests';

const spec = projectorSpec(integrationRequestsProjector);
const requested = (requestId: string, sellerId?: string) => ({
  type: 'IntegrationRequested',
  data: {
    requestId,
    ...(sellerId ? { sellerId } : {}),
    marketplace: 'Wildberries',
    website: 'https://wildberries.ru',
    contactEmail: 'seller@example.com',
    comment: 'EU only',
    requestedAt: '2026-11-22T10:00:00.000Z',
  },
  metadata: { userId: 'acting-user' },
});
const row = (id: string) =>
  spec.db
    .selectFrom('integration_requests')
    .select(['id', 'seller_id', 'marketplace', 'website', 'contact_email', 'comment', 'status', 'requested_at'])
    .where('id', '=', id)
    .executeTakeFirst();

describe('integration_requests projector', () => {
  it('lists a request as RECEIVED with the seller, marketplace and contact', async () => {
    const id = newId('request');
    await spec.given({ [`integration-request-${id}`]: [requested(id, 'seller-1')] });
    expect(await row(id)).toEqual({
      id,
      seller_id: 'seller-1',
      marketplace: 'Wildberries',
      website: 'https://wildberries.ru',
      contact_email: 'seller@example.com',
      comment: 'EU only',
      status: 'RECEIVED',
      requested_at: new Date('2026-11-22T10:00:00.000Z'),
    });
  });

  it('names the acting user as the seller of a request recorded before the seller was kept', async () => {
    const id = newId('request');
    await spec.given({ [`integration-request-${id}`]: [requested(id)] });
    expect(await row(id)).toMatchObject({ seller_id: 'acting-user' });
  });

  it('changes nothing when the events are replayed', async () => {
    const id = newId('request');
    await spec.given({ [`integration-request-${id}`]: [requested(id, 'seller-2')] });
    await spec.expectReplayChangesNothing(() => row(id));
  });
});
