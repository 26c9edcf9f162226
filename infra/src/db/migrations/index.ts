// Infra-owned tables. Frozen once landed: add a new file, never edit an old one.
import type { MigrationSet } from '../migrator';
import * as eventStore from './20261122_0001_event_store';
import * as checkpoints from './20261122_0002_projection_checkpoints';
import * as idempotency from './20261122_0003_idempotency_keys';
import * as devMailbox from './20261122_0004_dev_mailbox';
import * as sandboxPayments from './20261122_0005_sandbox_payments';

export const infraMigrations: MigrationSet = {
  '20261122_0001_event_store': eventStore,
  '20261122_0002_projection_checkpoints': checkpoints,
  '20261122_0003_idempotency_keys': idempotency,
  '20261122_0004_dev_mailbox': devMailbox,
  '20261122_0005_sandbox_payments': sandboxPayments,
};
