import type { Kysely, Transaction } from 'kysely';
import type { GlobalPosition } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from './database';

export async function ensureCheckpoint(db: Kysely<ReadModelDatabase>, name: string): Promise<GlobalPosition | null> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, position: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('projection_checkpoints').select('position').where('name', '=', name).executeTakeFirstOrThrow();
  return row.position as GlobalPosition | null;
}

export async function saveCheckpoint(trx: Transaction<ReadModelDatabase>, name: string, position: GlobalPosition | null): Promise<void> {
  await trx.updateTable('projection_checkpoints').set({ position, updated_at: new Date() }).where('name', '=', name).execute();
}

/** Every stored checkpoint by projector name. */
export async function readCheckpoints(db: Kysely<ReadModelDatabase>): Promise<Map<string, GlobalPosition | null>> {
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'position']).execute();
  return new Map(rows.map((r) => [r.name, r.position as GlobalPosition | null]));
}
