import type { WebhookEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { webhookDecider, type WebhookActor, type WebhookCommand } from './webhook-endpoint';

const { given } = deciderSpec(webhookDecider);
const at = new Date('2027-03-01T15:00:00.000Z');
const iso = at.toISOString();
const seller: WebhookActor = { scope: 'SELLER', userId: 'seller-1' };
const stranger: WebhookActor = { scope: 'SELLER', userId: 'seller-2' };
const staff: WebhookActor = { scope: 'WAREHOUSE', userId: 'staff-1' };
const otherStaff: WebhookActor = { scope: 'WAREHOUSE', userId: 'staff-2' };
const system: WebhookActor = { scope: 'SYSTEM' };
const secret = { keyId: 'dev', sealed: 'c2VhbGVk' };

const create = (actor: WebhookActor = seller): WebhookCommand => ({
  type: 'Create',
  webhookId: 'w-1',
  actor,
  url: 'https://erp.example/hook',
  description: 'ERP',
  eventTypes: ['order.placed.v1'],
  secret,
  locale: 'en-US',
  at,
});
const created = (ownerId = 'seller-1', scope: 'SELLER' | 'WAREHOUSE' = 'SELLER'): WebhookEvent => ({
  type: 'WebhookCreated',
  data: {
    webhookId: 'w-1',
    ownerId,
    scope,
    url: 'https://erp.example/hook',
    description: 'ERP',
    eventTypes: ['order.placed.v1'],
    secret,
    locale: 'en-US',
    at: iso,
  },
});
const disabled = (reason: 'MANUAL' | 'FAILING'): WebhookEvent => ({ type: 'WebhookDisabled', data: { reason, at: iso } });

describe('webhook endpoint', () => {
  it('is created for the seller who asks, with the sealed secret', () => {
    given().when(create()).then([created()]);
  });

  it('is created for the warehouse when staff ask; a repeated creation changes nothing', () => {
    given()
      .when(create(staff))
      .then([created('staff-1', 'WAREHOUSE')])
      .when(create(staff))
      .thenNothing();
  });

  it('changes only what the update names, and nothing when nothing changes', () => {
    given(created())
      .when({ type: 'Update', actor: seller, description: 'New ERP', at })
      .then([
        {
          type: 'WebhookUpdated',
          data: { url: 'https://erp.example/hook', description: 'New ERP', eventTypes: ['order.placed.v1'], at: iso },
        },
      ])
      .when({ type: 'Update', actor: seller, description: 'New ERP', at })
      .thenNothing();
  });

  it('answers WEBHOOK_NOT_FOUND to another seller, and to staff for a seller’s endpoint', () => {
    given(created()).when({ type: 'Disable', actor: stranger, reason: 'MANUAL', at }).thenThrows('WEBHOOK_NOT_FOUND');
    given(created()).when({ type: 'Delete', actor: staff, at }).thenThrows('WEBHOOK_NOT_FOUND');
  });

  it('lets any staff member manage the warehouse’s endpoints, and no seller', () => {
    given(created('staff-1', 'WAREHOUSE'))
      .when({ type: 'Disable', actor: otherStaff, reason: 'MANUAL', at })
      .then([disabled('MANUAL')]);
    given(created('staff-1', 'WAREHOUSE')).when({ type: 'Enable', actor: seller, at }).thenThrows('WEBHOOK_NOT_FOUND');
  });

  it('disables and enables, refusing a change to the state it is in', () => {
    given(created()).when({ type: 'Enable', actor: seller, at }).thenThrows('WEBHOOK_STATUS_CONFLICT');
    given(created())
      .when({ type: 'Disable', actor: seller, reason: 'MANUAL', at })
      .then([disabled('MANUAL')])
      .when({ type: 'Enable', actor: seller, at })
      .then([{ type: 'WebhookEnabled', data: { at: iso } }]);
    given(created(), disabled('MANUAL'))
      .when({ type: 'Disable', actor: seller, reason: 'MANUAL', at })
      .thenThrows('WEBHOOK_STATUS_CONFLICT');
  });

  it('is disabled as FAILING by the dispatcher once; its second look changes nothing', () => {
    given(created())
      .when({ type: 'Disable', actor: system, reason: 'FAILING', at })
      .then([disabled('FAILING')])
      .when({ type: 'Disable', actor: system, reason: 'FAILING', at })
      .thenNothing();
  });

  it('lets the dispatcher do nothing else', () => {
    given(created()).when({ type: 'Delete', actor: system, at }).thenThrows('WEBHOOK_NOT_FOUND');
  });

  it('rotates the secret', () => {
    const next = { keyId: 'dev', sealed: 'bmV3' };
    given(created())
      .when({ type: 'RotateSecret', actor: seller, secret: next, at })
      .then([{ type: 'WebhookSecretRotated', data: { secret: next, at: iso } }]);
  });

  it('is gone once deleted', () => {
    given(created(), { type: 'WebhookDeleted', data: { at: iso } })
      .when({ type: 'Enable', actor: seller, at })
      .thenThrows('WEBHOOK_NOT_FOUND');
    given().when({ type: 'Delete', actor: seller, at }).thenThrows('WEBHOOK_NOT_FOUND');
  });
});
