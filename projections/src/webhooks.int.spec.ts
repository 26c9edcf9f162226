// given events / then rows for the webhook_endpoints read model, on a real event store; a replay changes nothing.
import { randomUUID } from 'node:crypto';
import { projectorSpec } from '../../test/support/projector-spec';
import { webhooksProjector } from './webhooks';

const spec = projectorSpec(webhooksProjector);
const at = '2027-03-01T10:00:00.000Z';
const secret = { keyId: 'dev', sealed: 'c2VhbGVk' };
const created = (webhookId: string) => ({
  type: 'WebhookCreated',
  data: {
    webhookId,
    ownerId: 'seller-1',
    scope: 'SELLER',
    url: 'https://erp.example/hook',
    description: 'ERP',
    eventTypes: ['order.placed.v1'],
    secret,
    locale: 'ru-RU',
    at,
  },
});
const row = (id: string) => spec.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();

it('records a created endpoint with its sealed secret and owner’s language', async () => {
  const id = randomUUID();
  await spec.given({ [`webhook-${id}`]: [created(id)] });
  expect(await row(id)).toMatchObject({
    owner_id: 'seller-1',
    scope: 'SELLER',
    url: 'https://erp.example/hook',
    event_types: ['order.placed.v1'],
    status: 'ACTIVE',
    disabled_reason: null,
    secret,
    locale: 'ru-RU',
    created_position: expect.stringMatching(/^\d+\.\d+$/),
    enabled_at: null,
  });
});

it('follows updates, disabling, enabling and rotation; a replay changes nothing', async () => {
  const id = randomUUID();
  const rotated = { keyId: 'dev', sealed: 'bmV3' };
  await spec.given({
    [`webhook-${id}`]: [
      created(id),
      { type: 'WebhookUpdated', data: { url: 'https://erp.example/v2', description: 'v2', eventTypes: ['order.placed.v1', 'x.v1'], at } },
      { type: 'WebhookDisabled', data: { reason: 'FAILING', at } },
    ],
  });
  expect(await row(id)).toMatchObject({
    url: 'https://erp.example/v2',
    event_types: ['order.placed.v1', 'x.v1'],
    status: 'DISABLED',
    disabled_reason: 'FAILING',
  });
  await spec.given({
    [`webhook-${id}`]: [
      { type: 'WebhookEnabled', data: { at } },
      { type: 'WebhookSecretRotated', data: { secret: rotated, at } },
    ],
  });
  expect(await row(id)).toMatchObject({ status: 'ACTIVE', disabled_reason: null, secret: rotated, enabled_at: new Date(at) });
  await spec.expectReplayChangesNothing(() => row(id));
});

it('removes a deleted endpoint', async () => {
  const id = randomUUID();
  await spec.given({ [`webhook-${id}`]: [created(id), { type: 'WebhookDeleted', data: { at } }] });
  expect(await row(id)).toBeUndefined();
});
