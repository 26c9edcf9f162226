// The webhook_endpoints read model: one row per endpoint that is not deleted, with its sealed secret (the dispatcher
// signs with it) and the owner's language (the disable mail's).
import type { WebhookEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

async function apply(trx: Transaction<ReadModelDatabase>, stored: StoredEvent): Promise<void> {
  const event = stored as unknown as WebhookEvent;
  const id = stored.streamId.slice('webhook-'.length);
  const position = stored.position;
  const update = trx.updateTable('webhook_endpoints').where('id', '=', id);
  switch (event.type) {
    case 'WebhookCreated': {
      const d = event.data;
      await trx
        .insertInto('webhook_endpoints')
        .values({
          id: d.webhookId,
          owner_id: d.ownerId,
          scope: d.scope,
          url: d.url,
          description: d.description,
          event_types: JSON.stringify(d.eventTypes),
          status: 'ACTIVE',
          disabled_reason: null,
          secret: JSON.stringify(d.secret),
          locale: d.locale,
          created_at: d.at,
          position,
          created_position: position,
          enabled_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'WebhookUpdated': {
      const { url, description, eventTypes } = event.data;
      await update.set({ url, description, event_types: JSON.stringify(eventTypes), position }).execute();
      return;
    }
    case 'WebhookDisabled':
      await update.set({ status: 'DISABLED', disabled_reason: event.data.reason, position }).execute();
      return;
    case 'WebhookEnabled':
      await update.set({ status: 'ACTIVE', disabled_reason: null, enabled_at: event.data.at, position }).execute();
      return;
    case 'WebhookSecretRotated':
      await update.set({ secret: JSON.stringify(event.data.secret), position }).execute();
      return;
    case 'WebhookDeleted':
      await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
      return;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const webhooksProjector: Projector = {
  name: 'webhooks',
  tables: ['webhook_endpoints'],
  handles: ['WebhookCreated', 'WebhookUpdated', 'WebhookDisabled', 'WebhookEnabled', 'WebhookSecretRotated', 'WebhookDeleted'],
  apply,
};
